import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ProspectDetailsDocument,
  ProspectsDocument,
  ProspectsPerTypeDocument,
  type ProspectsPerTypeQueryVariables,
  type ProspectsQueryVariables,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { formatRut, rutCheckDigit } from '../../../shared/rut';
import { pipelineStages, projects, prospectQuotations, prospectStageHistories, prospects, users } from '../../db/schema'; // prettier-ignore
import { insertSale, unquotedHomes } from '../promises/promises.fixtures';
import { countStatements } from '../sales-common/sales-common.statements.fixtures';
import {
  detailsAsPage,
  insertBuyer,
  insertPreapproval,
  insertProspect,
  insertRukan,
  projectOf,
  stagesByName,
  tokens,
} from './business.fixtures';

// The board, the list and the details through the real server on the demo data: per-stage pages
// and totals as the database counts them (month buckets plus partial months), the filters, the
// agency scope, and a constant number of statements however many cards a page shows.

let t: TestApp;
let token: (email: string) => Promise<string>;
const ADMIN = 'admin@demo.cl';
const VENDOR = 'realstatevendor@demo.cl';
const RUT = 17_654_321;
const DV = rutCheckDigit(RUT);
const AT = new Date('2019-03-15T15:00:00Z');
let camila: number;
let projectId: number;
let stages: Awaited<ReturnType<typeof stagesByName>>;

beforeAll(async () => {
  t = await startTestApp('demo');
  token = tokens(t);
  const db = t.database.db;
  stages = await stagesByName(db);
  const project = await projectOf(db, 'realstateadmin@demo.cl');
  projectId = project.id;
  const buyer = await insertBuyer(db, { name: 'Camila', last_name: 'Fuentes Araya', rut: RUT, email: 'camila.fuentes@gmail.com', phone: '+56 9 8765 4321' }); // prettier-ignore
  const preapproval = await insertPreapproval(db, { projectId, customerId: buyer.id, status: 'approved' }); // prettier-ignore
  await insertRukan(db, buyer.id, RUT, '2099-12-31');
  const stageId = stages.stage('Evaluación financiera').id;
  camila = (await insertProspect(db, { projectId, customerId: buyer.id, stageId, at: AT, preapprovalId: preapproval.id })).id; // prettier-ignore
  // Her quotation and a move by an executive: every relation of the details page has a row.
  const [home] = await unquotedHomes(db, projectId, 1);
  const { quotation } = await insertSale(db, { projectId, customerId: buyer.id, propertyId: home!.id, at: AT }); // prettier-ignore
  await db.insert(prospectQuotations).values({ prospect_id: camila, quotation_id: quotation.id });
  const [admin] = await db.select().from(users).where(eq(users.email, ADMIN));
  await db.insert(prospectStageHistories).values({ prospect_id: camila, from_stage_id: stages.stage('Contactado').id, to_stage_id: stageId, description: 'Envía liquidaciones de sueldo.', user_id: admin?.id, created_at: AT }); // prettier-ignore
});
afterAll(() => t?.close());

const BLANK = { customer_name_rut_email_phone: '', project_id: '', date_ini: '', date_end: '', rukans_vig: '', pre_approvals_status: '' }; // prettier-ignore
const board = async (vars: ProspectsPerTypeQueryVariables, email = ADMIN) =>
  executeOperation(t.app, ProspectsPerTypeDocument, { ...BLANK, page: 1, ...vars }, await token(email)); // prettier-ignore
const list = async (vars: ProspectsQueryVariables, email = ADMIN) =>
  executeOperation(t.app, ProspectsDocument, { ...BLANK, page: 1, ...vars }, await token(email));
const listIds = async (vars: ProspectsQueryVariables) =>
  (await list(vars)).data?.prospects.data.map((p) => Number(p.id));

/** Live-project prospects per stage as the database counts them, under `where`. */
async function countsByStage(where?: ReturnType<typeof sql>) {
  const rows = await t.database.db
    .select({ stage: prospects.pipeline_stage_id, n: count() })
    .from(prospects)
    .innerJoin(projects, eq(projects.id, prospects.project_id))
    .where(and(isNull(projects.deleted_at), where))
    .groupBy(prospects.pipeline_stage_id);
  return new Map(rows.map((r) => [String(r.stage), r.n]));
}

/** A Chile day `daysAgo` days back on the given day of its month, 'YYYY-MM-DD'. */
const day = (daysAgo: number, dayOfMonth: number) => {
  const date = new Date(Date.now() - daysAgo * 86_400_000);
  date.setUTCDate(dayOfMonth);
  return date.toISOString().slice(0, 10);
};

describe('the business board', () => {
  it('gives every stage in order its first 20 cards, newest first, with exact totals', async () => {
    const res = await board({});
    expect(res.errors).toBeUndefined();
    const columns = res.data?.prospectspertypequery.paginate_totals ?? [];
    expect(columns.map((c) => c.id)).toEqual(stages.rows.map((s) => String(s.id)));
    const counts = await countsByStage();
    for (const column of columns) {
      expect(column.info.total, column.id).toBe(counts.get(column.id) ?? 0);
      expect(column.info).toMatchObject({ per_page: 20, current_page: 1 });
      expect(column.data.length).toBe(Math.min(20, column.info.total));
      expect(column.data.every((card) => card.pipelinestage?.id === column.id)).toBe(true);
      const times = column.data.map((card) => card.created_at);
      expect(times).toEqual([...times].sort().reverse());
    }
  });

  it('shows a stage renamed by another server instance at the very next request', async () => {
    const stage = stages.stage('Evaluación financiera');
    const names = async () =>
      (await board({})).data?.prospectspertypequery.paginate_totals
        .find((column) => column.id === String(stage.id))
        ?.data.map((card) => card.pipelinestage?.name);
    expect(await names()).toContain(stage.name);
    // Straight to the database, as a second instance (or psql) would write it.
    await t.database.exec(`update pipeline_stages set name = 'Evaluación (renombrada)' where id = ${stage.id}`); // prettier-ignore
    try {
      expect(new Set(await names())).toEqual(new Set(['Evaluación (renombrada)']));
    } finally {
      await t.database.db.update(pipelineStages).set({ name: stage.name }).where(eq(pipelineStages.id, stage.id)); // prettier-ignore
    }
  });

  it('loads "ver más" for one column only, continuing where its first page ended', async () => {
    const first = await board({});
    const busiest = [...(first.data?.prospectspertypequery.paginate_totals ?? [])].sort((a, b) => b.info.total - a.info.total)[0]; // prettier-ignore
    expect(busiest?.info.total).toBeGreaterThan(20);
    const more = await board({ subquery: busiest?.id, subpage: 2, incremental: true });
    const only = more.data?.prospectspertypequery.paginate_totals ?? [];
    expect(only.map((c) => c.id)).toEqual([busiest?.id]);
    expect(only[0]?.info).toMatchObject({ current_page: 2, from: 21, total: busiest?.info.total });
    const seen = new Set(busiest?.data.map((c) => c.id));
    expect(only[0]?.data.some((c) => seen.has(c.id))).toBe(false);
    const ordered = await t.database.db.select({ id: prospects.id }).from(prospects).where(eq(prospects.pipeline_stage_id, Number(busiest?.id))).orderBy(sql`${prospects.created_at} desc, ${prospects.id} desc`).limit(20).offset(20); // prettier-ignore
    expect(only[0]?.data.map((c) => Number(c.id))).toEqual(ordered.map((r) => r.id));
    // Without incremental, the other columns stay on their page 1.
    const all = await board({ subquery: busiest?.id, subpage: 2 });
    expect(all.data?.prospectspertypequery.paginate_totals.map((c) => c.info.current_page)).toEqual(stages.rows.map((s) => (String(s.id) === busiest?.id ? 2 : 1))); // prettier-ignore
  });

  it('counts a date range with partial months exactly, stage by stage', async () => {
    const [from, to] = [day(200, 10), day(30, 20)];
    const res = await board({ date_ini: from, date_end: to });
    const counts = await countsByStage(sql`${prospects.created_at} >= (${from}::date)::timestamp at time zone 'America/Santiago' and ${prospects.created_at} < (${to}::date + 1)::timestamp at time zone 'America/Santiago'`); // prettier-ignore
    const totals = res.data?.prospectspertypequery.paginate_totals ?? [];
    expect(totals.reduce((sum, c) => sum + c.info.total, 0)).toBeGreaterThan(0);
    for (const c of totals) expect(c.info.total, c.id).toBe(counts.get(c.id) ?? 0);
  });

  it('shows an agency role only its agencies’ prospects, and refuses another’s', async () => {
    const res = await board({}, VENDOR);
    const own = await projectOf(t.database.db, VENDOR);
    const mine = t.database.db.select({ id: projects.id }).from(projects).where(eq(projects.real_state_agency_id, own.real_state_agency_id)); // prettier-ignore
    const counts = await countsByStage(inArray(prospects.project_id, mine));
    for (const c of res.data?.prospectspertypequery.paginate_totals ?? []) {
      expect(c.info.total, c.id).toBe(counts.get(c.id) ?? 0);
    }
    const foreign = await projectOf(t.database.db, VENDOR, false);
    const [theirs] = await t.database.db.select().from(prospects).where(eq(prospects.project_id, foreign.id)).limit(1); // prettier-ignore
    const details = await executeOperation(t.app, ProspectDetailsDocument, { id: String(theirs?.id) }, await token(VENDOR)); // prettier-ignore
    expect(details.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(details.data?.prospects).toBeUndefined();
    expect((await board({ project_id: String(foreign.id) }, VENDOR)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN'); // prettier-ignore
  });
});

describe('the prospects list and its filters', () => {
  it('finds the customer by RUT with and without dots, by name, e-mail and phone', async () => {
    for (const search of [formatRut(RUT, DV), `${RUT}${DV}`, `${RUT}-${DV}`, 'camila fuentes araya', 'camila.fuentes@gmail.com', '987654321']) {
      expect(await listIds({ customer_name_rut_email_phone: search }), search).toEqual([camila]);
    } // prettier-ignore
  });

  it('filters by project, dates, current Rukan and pre-approval status', async () => {
    const hers = { customer_name_rut_email_phone: `${RUT}` };
    expect(await listIds({ ...hers, project_id: String(projectId) })).toEqual([camila]);
    expect(await listIds({ date_ini: '2019-03-15', date_end: '15-03-2019' })).toEqual([camila]);
    expect(await listIds({ date_ini: '2019-03-16', date_end: '2019-03-31' })).toEqual([]);
    expect(await listIds({ ...hers, rukans_vig: '1' })).toEqual([camila]);
    expect(await listIds({ ...hers, rukans_vig: '0' })).toEqual([]);
    expect(await listIds({ ...hers, pre_approvals_status: 'approved' })).toEqual([camila]);
    expect(await listIds({ ...hers, pre_approvals_status: 'rejected' })).toEqual([]);
    const all = await list({ project_id: String(projectId) });
    const [n] = await t.database.db.select({ n: count() }).from(prospects).where(eq(prospects.project_id, projectId)); // prettier-ignore
    expect(all.data?.prospects).toMatchObject({ total: n?.n, per_page: 15, current_page: 1 });
  });

  it('refuses bad filters with a Spanish message and the field', async () => {
    const cases: [ProspectsQueryVariables, string][] = [
      [{ rukans_vig: '2' }, '«2» no es un filtro de Rukan válido: usa 1 (vigente) o 0 (sin Rukan vigente).'], // prettier-ignore
      [{ pre_approvals_status: 'aprobada' }, '«aprobada» no es un estado de preaprobación (estados: pending, in_review, approved, rejected).'], // prettier-ignore
      [{ date_ini: '2025-02-30' }, 'La fecha de inicio «2025-02-30» no es válida: usa el formato dd-mm-aaaa.'], // prettier-ignore
      [{ date_ini: '2025-03-02', date_end: '2025-03-01' }, 'La fecha de inicio no puede ser posterior a la fecha de término.'], // prettier-ignore
    ];
    for (const [vars, message] of cases) {
      const res = await list(vars);
      expect(res.errors?.[0]?.extensions?.code, message).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message).toBe(message);
    }
    const stage = await board({ subquery: '999999', subpage: 2, incremental: true });
    expect(stage.errors?.[0]).toMatchObject({ message: 'La etapa «999999» no existe en el embudo de ventas.', extensions: { code: 'BAD_USER_INPUT' } }); // prettier-ignore
  });
});

describe('statements', () => {
  it('costs the same statements for one card as for a full board', async () => {
    const admin = await token(ADMIN);
    const run = (vars: ProspectsPerTypeQueryVariables) => () =>
      executeOperation(t.app, ProspectsPerTypeDocument, { ...BLANK, page: 1, ...vars }, admin);
    const one = await countStatements(t, run({ date_ini: '2019-03-15', date_end: '2019-03-15' }));
    const full = await countStatements(t, run({}));
    const cards = (r: typeof one) => r.result.data?.prospectspertypequery.paginate_totals.flatMap((c) => c.data) ?? []; // prettier-ignore
    expect(cards(one)).toHaveLength(1);
    expect(cards(full).length).toBeGreaterThan(100);
    expect(full.statements).toBe(one.statements);
    // Viewer, projects, stages, then the board with its cards' customers, co-debtors, projects
    // and pre-approvals in one json statement (business.board-json.ts).
    expect(full.statements).toBeLessThanOrEqual(7);
  });

  it('costs no more for a page of details than for one prospect with every relation', async () => {
    const admin = await token(ADMIN);
    const page = detailsAsPage(ProspectDetailsDocument);
    const one = await countStatements(t, () => executeOperation(t.app, page, { id: `${RUT}-${DV}` }, admin)); // prettier-ignore
    const full = await countStatements(t, () => executeOperation(t.app, page, { id: '' }, admin));
    expect(one.result.data?.prospects.data).toHaveLength(1);
    expect(full.result.data?.prospects.data).toHaveLength(15);
    // Hers has every relation (Rukan and its audit row, pre-approval, quotation, a move by an
    // executive): a page of 15 reads each relation once too. Her search costs the customers'
    // lookup; the full page its total (a first page that is not full needs none).
    const hers = one.result.data?.prospects.data[0];
    expect(hers?.rukan?.holder.rut).toBe(String(RUT));
    expect(hers?.prospectquotation[0]?.quotation?.propertyquotation).toHaveLength(1);
    expect(hers?.history.map((m) => m.user?.name ?? null)).toContain('Andrea');
    expect(full.statements).toBe(one.statements);
    expect(one.statements).toBeLessThanOrEqual(20);
  });

  it('answers one prospect’s details reading no record twice (issue 35)', async () => {
    const admin = await token(ADMIN);
    const page = detailsAsPage(ProspectDetailsDocument);
    const byId = await countStatements(t, () => executeOperation(t.app, ProspectDetailsDocument, { id: String(camila) }, admin)); // prettier-ignore
    const listed = await executeOperation(t.app, page, { id: `${RUT}-${DV}` }, admin);
    expect(byId.result.errors).toBeUndefined();
    // The same answer as the list's row of the same prospect, whose relations load apart.
    expect(byId.result.data).toEqual(listed.data);
    expect(new Set(byId.texts).size).toBe(byId.texts.length);
    // The viewer; the prospect with every row it reaches through one-to-one links, its co-debtors,
    // moves, the stages and its duplicates by RUT (issue 34); its quotations with their quoted
    // homes; the moves' authors; and the audit row of the Rukan record handed out (a write the
    // rules ask for, not a read).
    const reads = byId.texts.filter((text) => !text.startsWith('insert into "audits"'));
    expect(reads.length).toBeLessThanOrEqual(4);
    expect(byId.statements).toBeLessThanOrEqual(5);
  });
});
