import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ContractPlanDocument,
  EditPlanProjectDocument,
} from '../../../../graphql/generated/client/graphql';
import { planMessages } from '../../../shared/plans';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import {
  additionalPlanTypes,
  audits,
  plansPayments,
  plansRestrictions,
  projectAdditionals,
  projects,
} from '../../db/schema';
import { agencyNamed, tokens } from '../agencies/agencies.fixtures';

// The plans flow on the demo catalogue. Each block works on its own agency, so the blocks do not
// depend on one another's order: Los Andes (the demo RealstateAdmin's, restriction 6), Pacífico
// Sur, Valle Central and Araucaria (admin).

let t: TestApp;
let token: (email: string) => Promise<string>;
let featured: number;
let tour: number;

beforeAll(async () => {
  t = await startTestApp('demo');
  token = tokens(t);
  const types = await t.database.db.select().from(additionalPlanTypes);
  featured = types.find((a) => a.name === 'Destacado en portada')?.id ?? 0;
  tour = types.find((a) => a.name === 'Tour virtual 360°')?.id ?? 0;
});
afterAll(() => t.close());

const projectNamed = async (name: string) => {
  const [row] = await t.database.db.select().from(projects).where(eq(projects.name, name));
  if (!row) throw new Error(`no hay proyecto ${name}`);
  return row;
};

const setRestriction = async (agency: string, quantity: number | null) => {
  const { id } = await agencyNamed(t.database.db, agency);
  await t.database.db
    .delete(plansRestrictions)
    .where(eq(plansRestrictions.real_state_agency_id, id));
  if (quantity !== null) {
    await t.database.db.insert(plansRestrictions).values({ real_state_agency_id: id, quantity });
  }
};

/** Everything a contract may touch of these projects, to prove a refusal changed nothing. */
const snapshot = async (ids: number[]) => {
  const db = t.database.db;
  return {
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
    audits: (await db.select({ id: audits.id }).from(audits)).length,
  };
};

const contract = async (email: string, variables: Parameters<typeof contractVars>[0]) =>
  executeOperation(t.app, ContractPlanDocument, contractVars(variables), await token(email));

function contractVars(v: {
  ids: number[];
  plan: number;
  additionals?: { additional_plan_type_id: string; quantity?: number }[];
}) {
  return { project_ids: v.ids.map(String), plan: v.plan, additionals: v.additionals };
}

const errorOf = (result: {
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}) => ({
  code: result.errors?.[0]?.extensions?.['code'],
  message: result.errors?.[0]?.message,
});

describe('contractPlan', () => {
  it('contracts a plan with additionals for an agency admin, pending payments and audits', async () => {
    const mirador = await projectNamed('Edificio Mirador Cordillera');
    const jardin = await projectNamed('Barrio Jardín de Maipú');
    const result = await contract('realstateadmin@demo.cl', {
      ids: [jardin.id, mirador.id],
      plan: 2,
      additionals: [{ additional_plan_type_id: String(featured), quantity: 2 }],
    });
    expect(result.errors).toBeUndefined();
    const answer = result.data?.contractPlan ?? [];
    expect(answer.map((p) => [p.name, p.plan])).toEqual([
      ['Barrio Jardín de Maipú', 2],
      ['Edificio Mirador Cordillera', 2],
    ]);
    for (const p of answer) {
      expect(p.projectadditional.map((a) => [a.plansadditional?.name, a.quantity])).toEqual([
        ['Destacado en portada', 2],
      ]);
      expect(p.planspayment.at(-1)).toMatchObject({ plan: 2, status: 'pending', amount: null });
    }
    const rows = await t.database.db
      .select()
      .from(audits)
      .where(
        and(eq(audits.auditable_type, 'Project'), eq(audits.auditable_id, String(mirador.id))),
      );
    expect(rows.at(-1)).toMatchObject({
      event: 'updated',
      old_values: { plan: 1, projectadditional: [] },
      new_values: { plan: 2, projectadditional: [`${featured} × 2`] },
    });
  });

  it('lets editPlanProject replace the pending payment and keep the additionals', async () => {
    const mirador = await projectNamed('Edificio Mirador Cordillera');
    const vars = { plan: 2, project_id: String(mirador.id) };
    const token1 = await token('realstateadmin@demo.cl');
    const result = await executeOperation(t.app, EditPlanProjectDocument, vars, token1);
    expect(result.errors).toBeUndefined();
    const payments = result.data?.editPlanProject.planspayment ?? [];
    expect(payments.map((p) => p.status)).toEqual(['cancelled', 'pending']);
    expect(result.data?.editPlanProject.projectadditional).toHaveLength(1);
    // Back to the free plan: no payment to make, the pending one is cancelled.
    const free = await executeOperation(
      t.app,
      EditPlanProjectDocument,
      { ...vars, plan: 1 },
      token1,
    );
    expect(free.data?.editPlanProject.plan).toBe(1);
    expect(free.data?.editPlanProject.planspayment.map((p) => p.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
  });

  it('refuses to exceed the restriction in Spanish and changes nothing; going free always passes', async () => {
    await setRestriction('Pacífico Sur', 1);
    const altos = await projectNamed('Altos del Pacífico'); // on plan 2 in the demo
    const brisas = await projectNamed('Brisas de Concón');
    const portal = await projectNamed('Portal La Serena');
    const ids = [altos.id, brisas.id, portal.id];
    const before = await snapshot(ids);
    const over = await contract('admin@demo.cl', {
      ids: [brisas.id, portal.id],
      plan: 2,
      additionals: [{ additional_plan_type_id: String(tour) }],
    });
    expect(errorOf(over)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Tu plan permite 1 proyecto; con esta contratación serían 3.',
    });
    expect(over.data).toBeNull();
    expect(await snapshot(ids)).toEqual(before);

    const single = await executeOperation(
      t.app,
      EditPlanProjectDocument,
      { plan: 2, project_id: String(brisas.id) },
      await token('admin@demo.cl'),
    );
    expect(errorOf(single).message).toBe(
      'Tu plan permite 1 proyecto; con esta contratación serían 2.',
    );

    const freed = await contract('admin@demo.cl', { ids: [altos.id], plan: 1 });
    expect(freed.data?.contractPlan[0]?.plan).toBe(1);
    const now = await contract('admin@demo.cl', { ids: [brisas.id], plan: 2 });
    expect(now.errors).toBeUndefined();
  });

  it('has no limit for an agency without a restriction row', async () => {
    await setRestriction('Araucaria', null);
    const sur = await projectNamed('Condominio Araucanía Sur');
    const biobio = await projectNamed('Edificio Costanera Biobío');
    const result = await contract('admin@demo.cl', { ids: [sur.id, biobio.id], plan: 2 });
    expect(result.data?.contractPlan.map((p) => p.plan)).toEqual([2, 2]);
  });

  it('serializes two contracts of one agency: only one fits the last place', async () => {
    await setRestriction('Valle Central', 1);
    const vista = await projectNamed('Vista Valle');
    const terrazas = await projectNamed('Terrazas de San Bernardo');
    const [a, b] = await Promise.all([
      contract('admin@demo.cl', { ids: [vista.id], plan: 2 }),
      contract('admin@demo.cl', { ids: [terrazas.id], plan: 2 }),
    ]);
    const outcomes = [a, b].map((r) => (r.errors ? errorOf(r).message : 'ok')).sort();
    expect(outcomes).toEqual(['Tu plan permite 1 proyecto; con esta contratación serían 2.', 'ok']);
    const after = await snapshot([vista.id, terrazas.id]);
    expect(after.plans.map((p) => p.plan).sort()).toEqual([1, 2]);
    expect(after.payments.filter((p) => p.status === 'pending')).toHaveLength(1);
  });

  it('refuses bad input with a Spanish message and changes nothing', async () => {
    const aromos = await projectNamed('Condominio Parque Los Aromos');
    const altos = await projectNamed('Altos del Pacífico');
    const before = await snapshot([aromos.id, altos.id]);
    const cases: [Parameters<typeof contractVars>[0], string][] = [
      [{ ids: [aromos.id], plan: 7 }, planMessages.planUnknown],
      [{ ids: [], plan: 2 }, planMessages.projectsRequired],
      [{ ids: [aromos.id, aromos.id], plan: 2 }, planMessages.projectRepeated],
      [{ ids: [aromos.id, altos.id], plan: 2 }, planMessages.oneAgency],
      [
        { ids: [aromos.id], plan: 2, additionals: [{ additional_plan_type_id: '99999' }] },
        planMessages.additionalUnknown,
      ],
      [
        {
          ids: [aromos.id],
          plan: 2,
          additionals: [{ additional_plan_type_id: String(tour), quantity: 0 }],
        },
        planMessages.quantityInvalid,
      ],
    ];
    for (const [vars, message] of cases) {
      expect(errorOf(await contract('admin@demo.cl', vars)), message).toEqual({
        code: 'BAD_USER_INPUT',
        message,
      });
    }
    expect(await snapshot([aromos.id, altos.id])).toEqual(before);
  });

  it('refuses another agency’s project, alone or beside an own one, and a role outside managers', async () => {
    const aromos = await projectNamed('Condominio Parque Los Aromos');
    const portal = await projectNamed('Portal La Serena');
    const before = await snapshot([aromos.id, portal.id]);
    for (const ids of [[portal.id], [aromos.id, portal.id]]) {
      const result = await contract('realstateadmin@demo.cl', { ids, plan: 1 });
      expect(errorOf(result).code).toBe('FORBIDDEN');
    }
    const edit = await executeOperation(
      t.app,
      EditPlanProjectDocument,
      { plan: 1, project_id: String(portal.id) },
      await token('realstateadmin@demo.cl'),
    );
    expect(errorOf(edit).code).toBe('FORBIDDEN');
    const user = await contract('realstateuser@demo.cl', { ids: [aromos.id], plan: 1 });
    expect(errorOf(user).code).toBe('FORBIDDEN');
    expect(await snapshot([aromos.id, portal.id])).toEqual(before);
  });
});
