import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ConsolidityDocument,
  EditProspectDocument,
  ProspectDetailsDocument,
  ProspectsPerTypeDocument,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { maySeeRukan, ROLES } from '../../../shared/access';
import type { Viewer } from '../../context';
import { audits, contactForms, pipelineStages, pipelines, projects, prospectStageHistories, prospects, quotations, users } from '../../db/schema'; // prettier-ignore
import { EventBus, topics } from '../../realtime/bus';
import { prospectColumns } from '../exports/exports.prospects.export';
import type { RecordChangeEvent } from '../realtime';
import { newBus, signedInContext } from '../profile/profile.fixtures';
import { detailsAsPage, insertBuyer, insertProspect, insertRukan, projectOf, stagesByName, tokens } from './business.fixtures'; // prettier-ignore
import { rukanOfProspect } from './business.rukan.service';

// Moves (rules, status from the stage's outcome, history and audit rows, serialized moves of one
// prospect), the Rukan (who sees it, one audit row per read), the export's Rukan columns and the
// consolidity table, through the real server on the demo data.

let t: TestApp;
let token: (email: string) => Promise<string>;
const ADMIN = 'admin@demo.cl';
const RUT = 15_432_876;
let prospectId: number;
let stages: Awaited<ReturnType<typeof stagesByName>>;
let projectId: number;

beforeAll(async () => {
  t = await startTestApp('demo');
  token = tokens(t);
  const db = t.database.db;
  stages = await stagesByName(db);
  projectId = (await projectOf(db, 'realstateadmin@demo.cl')).id;
  const buyer = await insertBuyer(db, { name: 'Ignacio', last_name: 'Muñoz Pérez', rut: RUT, email: 'ignacio.munoz@yahoo.com', phone: '+56 2 2345 6789' }); // prettier-ignore
  await insertRukan(db, buyer.id, RUT, '2099-12-31');
  prospectId = (await insertProspect(db, { projectId, customerId: buyer.id, stageId: stages.stage('Evaluación financiera').id })).id; // prettier-ignore
});
afterAll(() => t?.close());

const move = async (stage: number | string, description: string, id = prospectId, email = ADMIN) =>
  executeOperation(t.app, EditProspectDocument, { prospect_id: String(id), pipeline_stage_id: String(stage), description }, await token(email)); // prettier-ignore
const historyOf = (id: number) =>
  t.database.db.select().from(prospectStageHistories).where(eq(prospectStageHistories.prospect_id, id)).orderBy(asc(prospectStageHistories.id)); // prettier-ignore
const snapshot = async () => ({
  row: await t.database.db.select().from(prospects).where(eq(prospects.id, prospectId)),
  history: (await historyOf(prospectId)).length,
});

describe('editProspect', () => {
  it('refuses the same stage, another pipeline’s stage and a missing or long reason, changing nothing', async () => {
    const [pipeline] = await t.database.db
      .insert(pipelines)
      .values({ name: 'Postventa' })
      .returning();
    const [other] = await t.database.db.insert(pipelineStages).values({ pipeline_id: pipeline!.id, name: 'Entrega', order: 1 }).returning(); // prettier-ignore
    const before = await snapshot();
    const cases: [number | string, string, string][] = [
      [stages.stage('Evaluación financiera').id, 'Sigue en evaluación.', 'El negocio ya está en esa etapa.'], // prettier-ignore
      [other!.id, 'Pasa a postventa.', 'La etapa de destino pertenece a otro embudo de ventas.'],
      [stages.stage('Reserva').id, '   ', 'Escribe el motivo del cambio de etapa.'],
      [stages.stage('Reserva').id, 'x'.repeat(1001), 'El motivo no puede superar los 1.000 caracteres.'], // prettier-ignore
      ['999999', 'Pagó la reserva.', 'La etapa de destino no existe.'],
    ];
    for (const [stage, description, message] of cases) {
      const res = await move(stage, description);
      expect(res.errors?.[0], message).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } }); // prettier-ignore
      expect(res.data?.editProspect).toBeUndefined();
    }
    expect(await snapshot()).toEqual(before);
  });

  it('moves with its reason: status from the stage’s outcome, a history row, an audit row, the board’s counts', async () => {
    const [admin] = await t.database.db.select().from(users).where(eq(users.email, ADMIN));
    const totals = async () => new Map((await executeOperation(t.app, ProspectsPerTypeDocument, { page: 1 }, await token(ADMIN))).data?.prospectspertypequery.paginate_totals.map((c) => [c.id, c.info.total])); // prettier-ignore
    const before = await totals();
    const won = stages.stage('Ganado');
    const res = await move(won.id, '  Escritura firmada en notaría.  ');
    expect(res.data?.editProspect).toMatchObject({ id: String(prospectId), status: 'won', description: 'Escritura firmada en notaría.', pipelinestage: { id: String(won.id), name: 'Ganado' } }); // prettier-ignore
    const last = (await historyOf(prospectId)).at(-1);
    expect(last).toMatchObject({ from_stage_id: stages.stage('Evaluación financiera').id, to_stage_id: won.id, description: 'Escritura firmada en notaría.', user_id: admin?.id }); // prettier-ignore
    const [audit] = await t.database.db.select().from(audits).where(and(eq(audits.auditable_type, 'Prospect'), eq(audits.auditable_id, String(prospectId)), eq(audits.event, 'updated'))); // prettier-ignore
    expect(audit).toMatchObject({ user_id: admin?.id, old_values: { status: 'open', pipeline_stage_id: stages.stage('Evaluación financiera').id }, new_values: { status: 'won', pipeline_stage_id: won.id } }); // prettier-ignore
    const after = await totals();
    expect(after.get(String(won.id))).toBe((before.get(String(won.id)) ?? 0) + 1);
    expect(after.get(String(stages.stage('Evaluación financiera').id))).toBe((before.get(String(stages.stage('Evaluación financiera').id)) ?? 0) - 1); // prettier-ignore
    expect((await move(stages.stage('Perdido').id, 'Desiste por capacidad de pago.')).data?.editProspect.status).toBe('lost'); // prettier-ignore
    expect((await move(stages.stage('Contactado').id, 'Retoma el interés.')).data?.editProspect.status).toBe('open'); // prettier-ignore
  });

  it('runs five concurrent moves of one prospect one after another, each from where the last left it', async () => {
    const start = (await historyOf(prospectId)).length;
    const targets = ['Nuevo', 'Reserva', 'Promesa', 'Evaluación financiera', 'Ganado'].map((n) => stages.stage(n).id); // prettier-ignore
    const results = await Promise.all(
      targets.map((stage, i) => move(stage, `Movimiento ${i + 1}`)),
    );
    expect(results.map((r) => r.errors)).toEqual(targets.map(() => undefined));
    const moves = (await historyOf(prospectId)).slice(start);
    expect(moves).toHaveLength(5);
    expect(moves[0]?.from_stage_id).toBe(stages.stage('Contactado').id);
    moves.slice(1).forEach((m, i) => expect(m.from_stage_id).toBe(moves[i]?.to_stage_id));
    expect(new Set(moves.map((m) => m.to_stage_id))).toEqual(new Set(targets));
    const [row] = await t.database.db.select().from(prospects).where(eq(prospects.id, prospectId));
    expect(row?.pipeline_stage_id).toBe(moves[4]?.to_stage_id);
    expect(row?.status).toBe(moves[4]?.to_stage_id === stages.stage('Ganado').id ? 'won' : 'open');
  });
});

describe('editProspect announcements', () => {
  // A second bus on the same database hears what the server publishes, as another instance would.
  let bus: EventBus;
  const heard: RecordChangeEvent[] = [];
  beforeAll(async () => {
    bus = new EventBus(t.database);
    await bus.start();
    bus.on<RecordChangeEvent>(topics.record, (event) => heard.push(event));
  });
  afterAll(() => bus?.close());

  it('announces a committed move to the project’s agency, and nothing for a refused one', async () => {
    const [project] = await t.database.db.select().from(projects).where(eq(projects.id, projectId));
    const refused = await move(stages.stage('Perdido').id, '   ');
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const current = (await historyOf(prospectId)).at(-1)?.to_stage_id;
    const target = stages.stage(current === stages.stage('Nuevo').id ? 'Contactado' : 'Nuevo');
    expect((await move(target.id, 'Vuelve a llamar.')).errors).toBeUndefined();
    const id = String(prospectId);
    await vi.waitFor(() =>
      expect(heard.filter((event) => event.type === 'prospect' && event.id === id)).toEqual([
        {
          type: 'prospect',
          action: 'updated',
          id,
          project_id: String(projectId),
          agency_id: String(project!.real_state_agency_id),
        },
      ]),
    );
  });
});

describe('the Rukan record', () => {
  const rukanReads = async (ids: number[]) =>
    (await t.database.db.select({ n: count() }).from(audits).where(and(eq(audits.event, 'rukan_read'), inArray(audits.auditable_id, ids.map(String)))))[0]?.n ?? 0; // prettier-ignore

  it('is shown to the business roles, with one audit row per prospect read', async () => {
    const before = await rukanReads([prospectId]);
    const res = await executeOperation(t.app, ProspectDetailsDocument, { id: String(prospectId) }, await token('realstateadmin@demo.cl')); // prettier-ignore
    expect(res.data?.prospects.data[0]?.rukan).toMatchObject({ vigente: true, holder: { rut: String(RUT) }, social_registry: { tramo_cse: '40%' } }); // prettier-ignore
    expect(await rukanReads([prospectId])).toBe(before + 1);
    const page = await executeOperation(t.app, detailsAsPage(ProspectDetailsDocument), { id: '' }, await token(ADMIN)); // prettier-ignore
    const shown = page.data?.prospects.data.filter((p) => p.rukan) ?? [];
    expect(shown.length).toBeGreaterThan(0);
    const ids = page.data?.prospects.data.map((p) => Number(p.id)) ?? [];
    expect(await rukanReads(ids)).toBe(shown.length + (ids.includes(prospectId) ? before + 1 : 0));
  });

  it('is null, read and audited nowhere, for a role without business access', async () => {
    const db = t.database.db;
    const [executive] = await db.select().from(users).where(eq(users.email, 'preapprovaluser@demo.cl')); // prettier-ignore
    const [admin] = await db.select().from(users).where(eq(users.email, ADMIN));
    const bus = newBus(t.database);
    const before = await rukanReads([prospectId]);
    expect(await rukanOfProspect(await signedInContext(t.database, bus, executive!.id), prospectId)).toBeNull(); // prettier-ignore
    expect(await rukanReads([prospectId])).toBe(before);
    expect(await rukanOfProspect(await signedInContext(t.database, bus, admin!.id), prospectId)).not.toBeNull(); // prettier-ignore
    expect(await rukanReads([prospectId])).toBe(before + 1);
  });

  it('goes into the export only for roles that may see it', () => {
    const viewer = (role: (typeof ROLES)[number]): Viewer => ({ id: 1, name: 'Paula', last_name: 'Contreras', email: 'paula@demo.cl', status: true, role, roles: [role], permissions: [], agencyIds: [], projectIds: [], tokenId: 'jti', familyId: 'family' }); // prettier-ignore
    for (const role of ROLES) {
      const headers = prospectColumns(viewer(role)).map((c) => c.header);
      const rukan = headers.filter((h) => h === 'Rukan vigente' || h === 'Tramo RSH');
      expect(rukan, role).toEqual(maySeeRukan(viewer(role)) ? ['Rukan vigente', 'Tramo RSH'] : []);
      expect(headers).toContain('Rukaneado');
    }
    expect(maySeeRukan(viewer('PreapprovalUser'))).toBe(false);
  });
});

describe('consolidity', () => {
  const leadsByOrigin = async (from: string, to: string, agencyId?: number) => {
    const live = t.database.db.select({ id: projects.id }).from(projects).where(and(isNull(projects.deleted_at), agencyId ? eq(projects.real_state_agency_id, agencyId) : undefined)); // prettier-ignore
    const range = (column: typeof quotations.created_at | typeof contactForms.created_at) => sql`${column} >= (${from}::date)::timestamp at time zone 'America/Santiago' and ${column} < (${to}::date + 1)::timestamp at time zone 'America/Santiago'`; // prettier-ignore
    const q = await t.database.db.select({ origin: quotations.origin, n: count() }).from(quotations).where(and(inArray(quotations.project_id, live), range(quotations.created_at))).groupBy(quotations.origin); // prettier-ignore
    const c = await t.database.db.select({ origin: contactForms.origin, n: count() }).from(contactForms).where(and(inArray(contactForms.project_id, live), range(contactForms.created_at))).groupBy(contactForms.origin); // prettier-ignore
    const totals = new Map<string, number>();
    for (const r of [...q, ...c]) totals.set(r.origin ?? 'sin origen', (totals.get(r.origin ?? 'sin origen') ?? 0) + r.n); // prettier-ignore
    return totals;
  };

  it('counts quotations and contacts by origin in the range, largest first, with 2-decimal shares', async () => {
    const [from, to] = ['2020-01-01', new Date().toISOString().slice(0, 10)];
    const res = await executeOperation(t.app, ConsolidityDocument, { date_ini: from, date_end: to }, await token(ADMIN)); // prettier-ignore
    const rows = res.data?.consolidity ?? [];
    const expected = await leadsByOrigin(from, to);
    expect(new Map(rows.map((r) => [r.origin, r.total]))).toEqual(expected);
    const all = rows.reduce((sum, r) => sum + r.total, 0);
    for (const r of rows) {
      expect(r.total).toBe(r.quotations + r.contacts);
      expect(r.percentage).toBe(Math.round((r.total * 10_000) / all) / 100);
    }
    expect(rows.map((r) => r.total)).toEqual([...rows.map((r) => r.total)].sort((a, b) => b - a));
    const vendor = 'realstatevendor@demo.cl';
    const own = await projectOf(t.database.db, vendor);
    const scoped = await executeOperation(t.app, ConsolidityDocument, { date_ini: from, date_end: to }, await token(vendor)); // prettier-ignore
    expect(new Map(scoped.data?.consolidity.map((r) => [r.origin, r.total]))).toEqual(await leadsByOrigin(from, to, own.real_state_agency_id)); // prettier-ignore
    const bad = await executeOperation(t.app, ConsolidityDocument, { date_ini: '31-02-2025', date_end: '' }, await token(ADMIN)); // prettier-ignore
    expect(bad.errors?.[0]).toMatchObject({ message: 'La fecha de inicio «31-02-2025» no es válida: usa el formato dd-mm-aaaa.', extensions: { code: 'BAD_USER_INPUT' } }); // prettier-ignore
  });
});
