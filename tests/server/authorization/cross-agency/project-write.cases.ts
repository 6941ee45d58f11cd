import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import {
  CreateProjectDocument,
  EditProjectDocument,
} from '../../../../graphql/generated/client/graphql';
import type { Db } from '../../../../src/server/db/client';
import { projectRelated, projects } from '../../../../src/server/db/schema';
import { executeOperation } from '../../../harness/test-app';
import { refusedAndUnchanged, refusedWithoutCrossing, type CrossCase } from './cross-case';
import { ownProjects, type Foreign } from './world';

// createProject / editProject by a scoped principal aimed at another agency: a new project in
// it, an edit of its project (or moving an own project into it), and an own project related to
// one of its projects. Each must be refused and leave the rows as they were.

let serial = 0;
const FIGURES = { type: 'Casas', price_from: 1980.5, bedrooms_from: 3, area_from: 62.4 };

const projectsOf = (db: Db, agencyId: number) =>
  db
    .select({ n: count() })
    .from(projects)
    .where(and(eq(projects.real_state_agency_id, agencyId), isNull(projects.deleted_at)));

const projectRow = async (db: Db, id: number) =>
  (await db.select().from(projects).where(eq(projects.id, id)))[0] ?? null;

export const createProjectCase: CrossCase = {
  operation: 'createProject',
  async run({ t }, principal, foreign) {
    const db = t.database.db;
    const name = `Condominio Sonda Ajena ${Date.now()}-${serial++}`;
    const before = await projectsOf(db, foreign.agencyId);
    const result = await executeOperation(
      t.app,
      CreateProjectDocument,
      { ...FIGURES, name, real_state_agency_id: String(foreign.agencyId) },
      principal.token ?? undefined,
    );
    const [created] = await db.select().from(projects).where(eq(projects.name, name));
    const crossed = created?.real_state_agency_id === foreign.agencyId;
    return [
      refusedWithoutCrossing(
        'en la inmobiliaria ajena',
        result,
        result.data?.createProject,
        crossed,
        !!created || (await projectsOf(db, foreign.agencyId))[0]?.n !== before[0]?.n,
      ),
    ];
  },
};

/** Related projects of the principal's own first project (the rows a link would add). */
const relatedOf = (db: Db, id: number) =>
  db
    .select()
    .from(projectRelated)
    .where(eq(projectRelated.project_id, id))
    .orderBy(asc(projectRelated.related_project_id));

async function editAttempts(db: Db, own: number | undefined, foreign: Foreign) {
  const target = foreign.projectIds[0] ?? 0;
  const attempts = [{ what: 'el proyecto ajeno', id: target, extra: {}, watch: [target] }];
  if (own !== undefined) {
    attempts.push(
      {
        what: 'mover un proyecto propio a la inmobiliaria ajena',
        id: own,
        extra: { real_state_agency_id: String(foreign.agencyId) },
        watch: [own],
      },
      {
        what: 'relacionar un proyecto ajeno',
        id: own,
        extra: { relatedprojects: [String(target)] },
        watch: [own],
      },
    );
  }
  const snapshot = async (ids: number[]) => ({
    rows: await db.select().from(projects).where(inArray(projects.id, ids)),
    related: await Promise.all(ids.map((id) => relatedOf(db, id))),
  });
  return { attempts, snapshot };
}

export const editProjectCase: CrossCase = {
  operation: 'editProject',
  async run({ t }, principal, foreign) {
    const db = t.database.db;
    const [own] = await ownProjects(db, principal);
    const { attempts, snapshot } = await editAttempts(db, own, foreign);
    const checks = [];
    for (const { what, id, extra, watch } of attempts) {
      const row = await projectRow(db, id);
      const before = await snapshot(watch);
      const result = await executeOperation(
        t.app,
        EditProjectDocument,
        {
          id: String(id),
          price_from: Number(row?.price_from ?? 1),
          bedrooms_from: row?.bedrooms_from ?? 1,
          area_from: Number(row?.area_from ?? 1),
          name: 'Proyecto Intervenido',
          ...extra,
        },
        principal.token ?? undefined,
      );
      const after = await snapshot(watch);
      checks.push(refusedAndUnchanged(what, result, result.data?.editProject, before, after));
    }
    return checks;
  },
};
