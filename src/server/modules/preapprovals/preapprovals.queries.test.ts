import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PreapprovalDocument,
  PreapprovalsDocument,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { rutCheckDigit } from '../../../shared/rut';
import { communes, preapprovals, projects } from '../../db/schema';
import { asPageOf, countStatements } from '../sales-common/sales-common.statements.fixtures';
import {
  insertBuyer,
  insertCodebtor,
  insertPreapproval,
  projectOf,
  tokens,
} from './preapprovals.fixtures';

// The pre-approvals list and details through the real server: PreapprovalUser works on every
// agency's requests, the agency roles on their own; the details carry the buyer's credit profile
// with the co-debtor the request names; one row costs the statements of a full page.

let t: TestApp;
let token: (email: string) => Promise<string>;
const EXEC = 'preapprovaluser@demo.cl';
const CAMILA_RUT = 17_654_321;
const DV = rutCheckDigit(CAMILA_RUT);
let project: Awaited<ReturnType<typeof projectOf>>;
let camila: number;

beforeAll(async () => {
  t = await startTestApp('demo');
  token = tokens(t);
  const db = t.database.db;
  project = await projectOf(db, 'realstateadmin@demo.cl');
  const buyer = await insertBuyer(db, { name: 'Camila', last_name: 'Fuentes Araya', rut: CAMILA_RUT, email: 'camila.fuentes@gmail.com', phone: '+56 9 8765 4321' }); // prettier-ignore
  const spouse = await insertCodebtor(db, buyer.id, 'cónyuge', 16_230_114);
  // A later co-debtor of hers backs another request, not this one.
  await insertCodebtor(db, buyer.id, 'hermano(a)', 19_874_052);
  camila = (await insertPreapproval(db, { projectId: project.id, customerId: buyer.id, codebtorId: spouse.id })).id; // prettier-ignore
  const other = await insertBuyer(db, { name: 'Ignacio', last_name: 'Muñoz Pérez', rut: 21_345_678, email: 'ignacio.munoz@yahoo.com', phone: '+56 2 2345 6789' }); // prettier-ignore
  const his = await insertCodebtor(db, other.id, 'padre/madre', 9_876_543);
  for (let i = 0; i < 15; i++) {
    await insertPreapproval(db, { projectId: project.id, customerId: other.id, codebtorId: his.id, status: 'in_review' }); // prettier-ignore
  }
});
afterAll(() => t?.close());

const BLANK = { page: 1, project_id: '', status: '', search: '', sort: '' };
const list = async (vars: Partial<typeof BLANK>, email = EXEC) =>
  executeOperation(t.app, PreapprovalsDocument, { ...BLANK, ...vars }, await token(email));
const details = async (id: number, email = EXEC) =>
  executeOperation(t.app, PreapprovalDocument, { id: String(id) }, await token(email));

describe('preapprovals', () => {
  it('lists every agency’s requests, newest first, for the pre-approval executive', async () => {
    const res = await list({});
    expect(res.errors).toBeUndefined();
    const [all] = await t.database.db.select({ n: count() }).from(preapprovals);
    expect(res.data?.preapprovals).toMatchObject({ total: all!.n, per_page: 15, to: 15 });
    expect(res.data?.preapprovals.data.every((p) => p.status === 'in_review')).toBe(true);
    expect(res.data?.preapprovals.data[0]?.customer?.last_name).toBe('Muñoz Pérez');
  });

  it('shows an agency role its agencies’ requests only, and refuses another’s by id', async () => {
    const email = 'realstatevendor@demo.cl';
    const res = await list({}, email);
    const agency = project.real_state_agency_id;
    const own = t.database.db.select({ id: projects.id }).from(projects).where(eq(projects.real_state_agency_id, agency)); // prettier-ignore
    const [n] = await t.database.db.select({ n: count() }).from(preapprovals).where(inArray(preapprovals.project_id, own)); // prettier-ignore
    expect(res.data?.preapprovals.total).toBe(n!.n);
    const foreign = await projectOf(t.database.db, email, false);
    const [theirs] = await t.database.db.select().from(preapprovals).where(eq(preapprovals.project_id, foreign.id)).limit(1); // prettier-ignore
    const refused = await details(theirs!.id, email);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.data?.preapprovals).toBeUndefined();
    expect((await list({ project_id: String(foreign.id) }, email)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN'); // prettier-ignore
    // News editors have no business with credit requests.
    expect((await list({}, 'newsuser@demo.cl')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('filters by status and finds the buyer by RUT; a bad status is refused in Spanish', async () => {
    const found = await list({ search: `17654321-${DV}`, status: 'pending' });
    expect(found.data?.preapprovals.data.map((p) => Number(p.id))).toEqual([camila]);
    expect((await list({ search: `17654321-${DV}`, status: 'approved' })).data?.preapprovals.total).toBe(0); // prettier-ignore
    const bad = await list({ status: 'aprobada' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.message).toBe(
      '«aprobada» no es un estado de preaprobación (estados: pending, in_review, approved, rejected).',
    );
  });

  it('gives the details page the credit profile and the co-debtor this request names', async () => {
    const res = await details(camila);
    expect(res.errors).toBeUndefined();
    const [projectCommune] = await t.database.db.select().from(communes).where(eq(communes.id, project.commune_id ?? 0)); // prettier-ignore
    expect(res.data?.preapprovals.data[0]).toMatchObject({
      id: String(camila),
      status: 'pending',
      property_type: 'Departamento',
      amount_property: 2480.5,
      amount_foot: 372.08,
      credit_term: 25,
      document_url: null,
      description: 'Cliente envió liquidaciones de sueldo.',
      subsidytype: { name: 'DS19' },
      project: { id: String(project.id), name: project.name, commune: { name: projectCommune?.name } }, // prettier-ignore
      customer: {
        name: 'Camila',
        rut: String(CAMILA_RUT),
        rut_dv: DV,
        nationality: 'Chilena',
        civil_status: 'casado(a)',
        worker_type: 'dependiente',
        labor_old: 38,
        monthly_rent: 1_450_000,
        commune: { name: 'Ñuñoa' },
        codebtor: { name: 'Paula', last_name: 'Contreras Vidal', rut: '16230114', rut_dv: rutCheckDigit(16_230_114), relation: 'cónyuge', monthly_rent: 890_000 }, // prettier-ignore
      },
      audits: [],
    });
  });

  it('costs the same statements for one row as for a full page of details', async () => {
    const exec = await token(EXEC);
    const page = asPageOf(PreapprovalDocument, 'preapprovals');
    const run = (id: string) => () => executeOperation(t.app, page, { id }, exec);
    const one = await countStatements(t, run(`17.654.321-${DV}`));
    const full = await countStatements(t, run(''));
    expect(one.result.data?.preapprovals.data).toHaveLength(1);
    expect(full.result.data?.preapprovals.data).toHaveLength(15);
    expect(full.statements).toBe(one.statements);
    const byId = await countStatements(t, () => details(camila));
    expect(byId.statements).toBeLessThanOrEqual(one.statements);
    // Viewer, page and total, then project, communes, customers, co-debtors, subsidy types, audits.
    expect(full.statements).toBeLessThanOrEqual(12);
  });

  it('answers the details page in a few statements, reading no record twice (issue 35)', async () => {
    const exec = await token(EXEC);
    const page = asPageOf(PreapprovalDocument, 'preapprovals');
    const listed = await executeOperation(t.app, page, { id: `17.654.321-${DV}` }, exec);
    const byId = await countStatements(t, () => details(camila));
    expect(byId.result.errors).toBeUndefined();
    // The same answer as the list's row of the same record, whose relations load apart.
    expect(byId.result.data?.preapprovals.data).toEqual(listed.data?.preapprovals.data);
    // The access epoch, the pre-approval with every row it shows, its audits.
    expect(byId.statements).toBeLessThanOrEqual(4);
    expect(new Set(byId.texts).size).toBe(byId.texts.length);
  });
});

describe('preapprovals sorted (issue 33)', () => {
  it('sorts by status both ways, ties by id, and refuses an unknown field', async () => {
    const key = (row: { status: string; id: string }) => `${row.status}|${row.id.padStart(9, '0')}`;
    const up = (await list({ sort: 'status' })).data!.preapprovals.data.map(key);
    expect(up.length).toBeGreaterThan(1);
    expect(up).toEqual([...up].sort());
    const down = (await list({ sort: '-status' })).data!.preapprovals.data.map(key);
    expect(down).toEqual([...down].sort().reverse());
    const unknown = await list({ sort: 'monto' });
    expect(unknown.data).toBeNull();
    expect(unknown.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^No se puede ordenar por/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
