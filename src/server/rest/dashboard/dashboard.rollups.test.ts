import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import type { Viewer } from '../../context';
import { mayHear, type RecordChangeEvent } from '../../modules/realtime/realtime.resolvers';
import { EventBus, topics } from '../../realtime/bus';
import { rebuildDashboardRollups } from './dashboard.rollups';
import { chileAt, firstId, fixtureIds, insertQuotation } from './dashboard.fixtures';

// The triggers of migration 0009: the realtime events of records the public site inserts, and
// the rollups against the oracle: after each kind of write, the rollups they kept equal
// dashboard_rollups_rebuild()'s, computed from the raw tables (rolled back after).
let t: TestApp;
let a: number;
let b: number;
let agencyA: number;
let agencyB: number;

beforeAll(async () => {
  t = await startTestApp('demo');
  a = await firstId(t.database.db, sql`select id from projects order by id limit 1`);
  b = await firstId(
    t.database.db,
    sql`select id from projects where real_state_agency_id <>
      (select real_state_agency_id from projects where id = ${a}) order by id limit 1`,
  );
  const agencyOf = (id: number) =>
    firstId(t.database.db, sql`select real_state_agency_id as id from projects where id = ${id}`);
  agencyA = await agencyOf(a);
  agencyB = await agencyOf(b);
});
afterAll(() => t.close());

describe('realtime', () => {
  const viewerOf = (agencyId: number): Viewer => ({
    id: 0,
    name: 'Prueba',
    last_name: 'Agencia',
    email: 'prueba@demo.cl',
    status: true,
    role: 'RealstateAdmin',
    roles: ['RealstateAdmin'],
    permissions: [],
    agencyIds: [agencyId],
    projectIds: [],
    tokenId: 'x',
    familyId: 'x',
  });

  it('announces a quotation the site inserts to its agency’s subscribers only, and a bulk insert once', async () => {
    const bus = new EventBus(t.database);
    await bus.start();
    const heard = (agency: number) => {
      const events: RecordChangeEvent[] = [];
      const off = bus.on<RecordChangeEvent>(topics.record, (e) => {
        if (mayHear(viewerOf(agency), e)) events.push(e);
      });
      return { events, off };
    };
    const mine = heard(agencyA);
    const theirs = heard(agencyB);
    const db = t.database.db;
    const { customer } = await fixtureIds(db, a);
    const id = await insertQuotation(db, { project: a, customer, at: '2025-06-02 10:00' });
    const marker = await insertQuotation(db, {
      project: b,
      customer,
      at: '2025-06-02 10:00',
    });
    await db.execute(sql`insert into quotations (project_id, customer_id, created_at)
      select ${a}, ${customer}, now() from generate_series(1, 150)`);
    await db.execute(
      sql`insert into contact_form_newsletters (email) values ('pedro.lagos@correo.cl')`,
    );
    await expect.poll(() => theirs.events.length).toBe(1);
    await expect.poll(() => mine.events.length).toBe(2);
    expect(mine.events[0]).toEqual({
      type: 'quotation',
      action: 'created',
      id: String(id),
      project_id: String(a),
      agency_id: String(agencyA),
    });
    expect(theirs.events).toEqual([
      {
        type: 'quotation',
        action: 'created',
        id: String(marker),
        project_id: String(b),
        agency_id: String(agencyB),
      },
    ]);
    // One summary for the 150 rows, scoped to their one project.
    expect(mine.events[1]).toMatchObject({
      type: 'quotation',
      action: 'created',
      project_id: String(a),
    });
    mine.off();
    theirs.off();
    await bus.close();
  });
});

// Rows kept at zero say nothing: leave them out.
const counts = sql`select metric, scope, scope_id, grain, bucket::text, kind, n
  from dashboard_counts where n <> 0 order by 1, 2, 3, 4, 5, 6`;
const blockCounts = sql`select metric, scope, kind, grain, bucket::text, scope_id, n
  from dashboard_block_counts where n <> 0 order by 1, 2, 3, 4, 5, 6`;

class Rollback extends Error {}

async function expectExact() {
  const db = t.database.db;
  const kept = [await db.execute(counts), await db.execute(blockCounts)];
  let rebuilt: unknown[] = [];
  await db
    .transaction(async (tx) => {
      await rebuildDashboardRollups(tx);
      rebuilt = [await tx.execute(counts), await tx.execute(blockCounts)];
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  expect(JSON.stringify(kept)).toBe(JSON.stringify(rebuilt));
  return kept;
}

describe('dashboard rollups', () => {
  it('equal the rebuilt ones after every kind of write', async () => {
    const db = t.database.db;
    const { customer, property, stages } = await fixtureIds(db, a);
    const before = await expectExact();
    // A multi-row statement over two projects, several days, a month edge and two statuses.
    await db.execute(sql`insert into quotations (project_id, customer_id, status, created_at)
      select case when i % 3 = 0 then ${b}::int else ${a}::int end, ${customer}::int,
        case when i % 4 = 0 then 'expired' else 'active' end,
        ${chileAt('2024-01-28 22:00')} + i * interval '7 hours'
      from generate_series(1, 240) i`);
    await db.execute(sql`insert into contact_forms (project_id, name, email, created_at)
      values (${a}, 'Camila Rojas', 'camila.rojas@correo.cl', ${chileAt('2023-05-01 00:10')}),
        (${b}, 'Matías Soto', 'matias.soto@correo.cl', now())`);
    await db.execute(sql`insert into contact_form_home_sections (name, email) values
      ('Javiera Muñoz', 'javiera.munoz@correo.cl')`);
    await db.execute(sql`insert into booking_requests (project_id, property_id, contact_name, created_at)
      values (${a}, ${property}, 'Camila Rojas', ${chileAt('2022-12-31 23:59')})`);
    await db.execute(sql`insert into prospects (project_id, customer_id, pipeline_stage_id, created_at)
      values (${a}, ${customer}, ${stages[0] ?? 0}, ${chileAt('2024-02-10 12:00')})`);
    const after = await expectExact();
    expect(JSON.stringify(after)).not.toBe(JSON.stringify(before));

    // Status changes, a record moved to another project and back in time, a stage move.
    await db.execute(sql`update quotations set status = 'cancelled'
      where id in (select id from quotations where project_id = ${a} order by id desc limit 30)`);
    await db.execute(sql`update quotations set project_id = ${b}, created_at = created_at - interval '400 days'
      where id = (select max(id) from quotations where project_id = ${a})`);
    await db.execute(sql`update prospects set pipeline_stage_id = ${stages[2] ?? 0}
      where id = (select max(id) from prospects)`);
    await db.execute(sql`update quotations set updated_at = now() where project_id = ${b}`);
    await expectExact();

    // A project moved to another agency takes its counts along.
    await db.execute(sql`update projects set real_state_agency_id =
      (select real_state_agency_id from projects where id = ${b}) where id = ${a}`);
    await expectExact();

    // Deletes, single and multi-row.
    await db.execute(sql`delete from quotations where id in (
      select q.id from quotations q where q.project_id = ${b}
        and not exists (select 1 from booking_requests r where r.quotation_id = q.id)
        and not exists (select 1 from promise_requests r where r.quotation_id = q.id)
        and not exists (select 1 from prospect_quotations r where r.quotation_id = q.id)
      order by q.id desc limit 50)`);
    await db.execute(
      sql`delete from contact_form_home_sections where email = 'javiera.munoz@correo.cl'`,
    );
    await db.execute(sql`delete from prospects where id = (select max(id) from prospects)`);
    await expectExact();
  });
});
