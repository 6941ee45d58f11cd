import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, type Principal } from '../../../../tests/harness/principals';
import { startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { chileAt, fixtureIds, rowsIn } from './dashboard.fixtures';

// The totals over a range (by project, the funnel) read aligned blocks of days (migration
// 0019): compared here with counts of the raw rows over ranges whose ends fall inside blocks,
// on month and year boundaries, before and after updates and deletes, for each role's scope.
// The records sit in November 2016 – February 2017, a period the demo leaves empty.
let t: TestApp;
let admin: Principal;
let agencyAdmin: Principal;

const RANGES: [string, string][] = [
  ['2016-11-01', '2017-02-28'],
  ['2016-11-30', '2016-12-01'],
  ['2016-12-03', '2017-01-29'],
  ['2016-12-31', '2016-12-31'],
  ['2016-11-17', '2017-02-02'],
  ['2017-01-01', '2017-01-31'],
];

beforeAll(async () => {
  t = await startTestApp('demo');
  admin = await signIn(t, 'Admin');
  agencyAdmin = await signIn(t, 'RealstateAdmin');
  const db = t.database.db;
  const projects = rowsIn(
    z.object({ id: z.number() }),
    await db.execute(sql`select id from projects where deleted_at is null order by id limit 6`),
  ).map((row) => row.id);
  const { customer, property } = await fixtureIds(db, projects[0] ?? 0);
  const list = `{${projects.join(',')}}`;
  // Every 5 h 17 min over 120 days, round the projects, three statuses; the site's contacts and
  // booking and promise requests of some of them.
  await db.execute(sql`insert into quotations (project_id, customer_id, status, origin, created_at)
    select (${list}::int[])[1 + i % ${projects.length}], ${customer}::int,
      (array['active', 'expired', 'booked'])[1 + i % 3], 'web',
      ${chileAt('2016-11-01 00:30')} + i * interval '317 minutes'
    from generate_series(0, 540) i`);
  await db.execute(sql`insert into contact_forms (project_id, name, email, created_at)
    select (${list}::int[])[1 + i % ${projects.length}], 'Camila Rojas', 'camila.rojas@correo.cl',
      ${chileAt('2016-11-01 08:00')} + i * interval '29 hours'
    from generate_series(0, 99) i`);
  await db.execute(sql`insert into booking_requests (project_id, property_id, quotation_id, contact_name, created_at)
    select ${projects[0] ?? 0}::int, ${property}::int, q.id, 'Matías Soto', q.created_at + interval '2 hours'
    from quotations q where q.status = 'booked' and q.created_at >= ${chileAt('2016-11-01 00:00')}
      and q.created_at < ${chileAt('2017-03-01 00:00')} and q.id % 2 = 0`);
  await db.execute(sql`insert into promise_requests (project_id, quotation_id, created_at)
    select q.project_id, q.id, q.created_at + interval '1 day'
    from quotations q where q.status = 'booked' and q.created_at >= ${chileAt('2016-11-01 00:00')}
      and q.created_at < ${chileAt('2017-03-01 00:00')} and q.id % 3 = 0`);
});
afterAll(() => t.close());

async function chart(principal: Principal, name: string, from: string, to: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/dashboard/${name}?date_init=${from}&date_finish=${to}`,
    headers: bearer(principal),
  });
  expect(res.statusCode).toBe(200);
  return res.json<Record<string, unknown>>();
}

/** The scope's projects, as the dashboard's rule says (its agencies' and its linked ones). */
const inScope = (p: Principal | null) =>
  p
    ? sql`(j.real_state_agency_id = any(${`{${p.agencyIds.join(',')}}`}::int[])
      or j.id = any(${`{${p.projectIds.join(',')}}`}::int[]))`
    : sql`true`;

const counted = z.object({ id: z.number(), n: z.coerce.number() });

/** Records per project of a raw table over a Chile-day range, within a scope. */
async function raw(table: string, from: string, to: string, scope: Principal | null) {
  const result = await t.database.db.execute(sql`select j.id, count(*) as n
    from ${sql.raw(table)} r join projects j on j.id = r.project_id
    where (r.created_at at time zone 'America/Santiago')::date between ${from}::date and ${to}::date
      and ${inScope(scope)}
    group by j.id order by j.id`);
  return rowsIn(counted, result);
}

const byId = (answer: Record<string, unknown>) => {
  const parsed = z
    .object({
      projects: z.array(z.object({ id: z.number() })),
      series: z.array(z.object({ values: z.array(z.number()) })),
    })
    .parse(answer);
  return parsed.projects
    .map((p, i) => ({ id: p.id, n: parsed.series[0]?.values[i] ?? NaN }))
    .sort((a, b) => a.id - b.id);
};

const sum = (rows: { n: number }[]) => rows.reduce((s, r) => s + r.n, 0);

async function expectTotalsMatchRaw() {
  for (const [from, to] of RANGES) {
    for (const [principal, scope] of [
      [admin, null],
      [agencyAdmin, agencyAdmin],
    ] as const) {
      const quotations = await raw('quotations', from, to, scope);
      const contacts = await raw('contact_forms', from, to, scope);
      expect(byId(await chart(principal, 'quotationsByProject', from, to)), `${from} ${to}`).toEqual(quotations); // prettier-ignore
      expect(byId(await chart(principal, 'contactsByProject', from, to))).toEqual(contacts);
      const funnel = z
        .object({ steps: z.array(z.object({ value: z.number() })) })
        .parse(await chart(principal, 'salesFunnelByProject', from, to));
      expect(funnel.steps.map((s) => s.value)).toEqual([
        sum(contacts),
        sum(quotations),
        sum(await raw('booking_requests', from, to, scope)),
        sum(await raw('promise_requests', from, to, scope)),
      ]);
    }
  }
}

describe('totals over a range', () => {
  it('equal the raw rows at month and year boundaries and partial ends, per scope', async () => {
    await expectTotalsMatchRaw();
    const answer = await chart(admin, 'quotationsByProject', '2016-11-01', '2017-02-28');
    expect(sum(byId(answer))).toBe(541);
    // The scoped role sees some of those projects, not all.
    const scoped = byId(
      await chart(agencyAdmin, 'quotationsByProject', '2016-11-01', '2017-02-28'),
    );
    expect(scoped.length).toBeGreaterThan(0);
    expect(sum(scoped)).toBeLessThan(541);
  });

  it('follow updates that move records between days, projects and statuses, and deletes', async () => {
    const db = t.database.db;
    const period = sql`created_at >= ${chileAt('2016-11-01 00:00')} and created_at < ${chileAt('2017-03-01 00:00')}`; // prettier-ignore
    await db.execute(sql`update quotations set created_at = created_at - interval '33 days'
      where ${period} and id % 7 = 0`);
    await db.execute(sql`update quotations set project_id = (select min(id) from projects)
      where ${period} and id % 5 = 0`);
    await db.execute(sql`update contact_forms set created_at = created_at + interval '40 days'
      where ${period} and id % 4 = 0`);
    await db.execute(sql`delete from quotations q where ${period} and q.id % 11 = 0
      and not exists (select 1 from booking_requests r where r.quotation_id = q.id)
      and not exists (select 1 from promise_requests r where r.quotation_id = q.id)
      and not exists (select 1 from prospect_quotations r where r.quotation_id = q.id)`);
    await db.execute(sql`delete from contact_forms where ${period} and id % 9 = 0`);
    await expectTotalsMatchRaw();
  });
});
