import { asc, inArray } from 'drizzle-orm';
import {
  ContractPlanDocument,
  EditPlanProjectDocument,
} from '../../../../graphql/generated/client/graphql';
import { plansPayments, projectAdditionals, projects } from '../../../../src/server/db/schema';
import type { Db } from '../../../../src/server/db/client';
import { executeOperation } from '../../../harness/test-app';
import { refusedAndUnchanged, type CrossCase } from './cross-case';
import { ownProjects, type Foreign } from './world';

// The plans mutations of a scoped principal aimed at another agency's project: refused, and the
// project's plan, payments and additional plans stay as they were (the own project of a mixed
// contract too: the contract is all or nothing).

let made = 0;

/** A live project of the other agency made for one check, so a leak cannot weaken the next. */
async function foreignProject(db: Db, foreign: Foreign): Promise<number> {
  made++;
  const [row] = await db
    .insert(projects)
    .values({
      real_state_agency_id: foreign.agencyId,
      name: `Condominio Plan Ajeno ${made}`,
      slug: `condominio-plan-ajeno-${made}-${Date.now()}`,
      type: 'Departamentos',
      price_from: '2150.00',
      bedrooms_from: 2,
      area_from: '54.80',
      visible: true,
    })
    .returning({ id: projects.id });
  if (!row) throw new Error('no se pudo crear el proyecto ajeno de prueba');
  return row.id;
}

const stateOf = async (db: Db, ids: number[]) => ({
  plans: await db
    .select({ id: projects.id, plan: projects.plan })
    .from(projects)
    .where(inArray(projects.id, ids))
    .orderBy(asc(projects.id)),
  payments: await db.select().from(plansPayments).where(inArray(plansPayments.project_id, ids)),
  additionals: await db
    .select()
    .from(projectAdditionals)
    .where(inArray(projectAdditionals.project_id, ids)),
});

export const editPlanProjectCase: CrossCase = {
  operation: 'editPlanProject',
  async run({ t }, principal, foreign) {
    const db = t.database.db;
    const id = await foreignProject(db, foreign);
    const before = await stateOf(db, [id]);
    const vars = { plan: 2, project_id: String(id) };
    const result = await executeOperation(
      t.app,
      EditPlanProjectDocument,
      vars,
      principal.token ?? '',
    );
    const after = await stateOf(db, [id]);
    const returned = result.data?.editPlanProject;
    return [refusedAndUnchanged('plan de proyecto ajeno', result, returned, before, after)];
  },
};

export const contractPlanCase: CrossCase = {
  operation: 'contractPlan',
  async run({ t }, principal, foreign) {
    const db = t.database.db;
    const own = (await ownProjects(db, principal)).slice(0, 1);
    const checks = [];
    for (const [what, withOwn] of [
      ['contratación de un proyecto ajeno', false],
      ['contratación mixta, propio y ajeno', true],
    ] as const) {
      const ids = [...(withOwn ? own : []), await foreignProject(db, foreign)];
      const before = await stateOf(db, ids);
      const vars = { project_ids: ids.map(String), plan: 2, additionals: [] };
      const result = await executeOperation(
        t.app,
        ContractPlanDocument,
        vars,
        principal.token ?? '',
      );
      const after = await stateOf(db, ids);
      checks.push(refusedAndUnchanged(what, result, result.data?.contractPlan, before, after));
    }
    return checks;
  },
};
