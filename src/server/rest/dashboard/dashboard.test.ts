import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, type Principal } from '../../../../tests/harness/principals';
import { startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { addDays, chileToday } from './dashboard.dates';
import { REFUSALS, firstId, seedSpring2015 } from './dashboard.fixtures';

// The eight charts on a known data set of March–April 2015 (the demo's records are recent, so
// nothing else falls in those days): per day, per project, per stage, the funnel, by role.
let t: TestApp;
let admin: Principal;
let agencyAdmin: Principal;
let own: { id: number; agency: number; name: string };
let foreign: { id: number; agency: number; name: string };

async function projectOf(where: ReturnType<typeof sql>) {
  const id = await firstId(
    t.database.db,
    sql`select id from projects where ${where} order by id limit 1`,
  );
  const [row] = await t.database.db.query.projects.findMany({ where: (p, { eq }) => eq(p.id, id) });
  if (!row) throw new Error('project');
  return { id, agency: row.real_state_agency_id, name: row.name };
}

beforeAll(async () => {
  t = await startTestApp('demo');
  admin = await signIn(t, 'Admin');
  agencyAdmin = await signIn(t, 'RealstateAdmin');
  const mine = `{${agencyAdmin.agencyIds.join(',')}}`;
  const linked = `{${agencyAdmin.projectIds.join(',')}}`;
  own = await projectOf(sql`real_state_agency_id = any(${mine}::int[]) and deleted_at is null`);
  foreign = await projectOf(
    sql`real_state_agency_id <> all(${mine}::int[]) and id <> all(${linked}::int[]) and deleted_at is null`,
  );
  await seedSpring2015(t.database.db, own.id, foreign.id);
});
afterAll(() => t.close());

async function chart(principal: Principal | null, name: string, query = '') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/dashboard/${name}${query ? `?${query}` : ''}`,
    headers: principal ? bearer(principal) : {},
  });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

const WEEK = 'date_init=2015-03-01&date_finish=2015-03-07';
const SPRING = 'date_init=2015-03-01&date_finish=2015-04-30';

describe('by date', () => {
  it('counts each Chile day of the range, zeros included, within the role’s scope', async () => {
    const all = await chart(admin, 'quotationsByDate', WEEK);
    expect(all.status).toBe(200);
    expect(all.body).toEqual({
      chart: 'quotationsByDate',
      applied: {
        date_init: '2015-03-01',
        date_finish: '2015-03-07',
        project_id: null,
        real_state_agency_id: null,
        type: null,
      },
      bucket: 'day',
      dates: [
        '2015-03-01',
        '2015-03-02',
        '2015-03-03',
        '2015-03-04',
        '2015-03-05',
        '2015-03-06',
        '2015-03-07',
      ],
      series: [{ key: 'total', label: 'Cotizaciones', values: [0, 3, 0, 0, 1, 0, 0] }],
      total: 4,
    });
    const scoped = await chart(agencyAdmin, 'quotationsByDate', WEEK);
    expect(scoped.body).toMatchObject({ series: [{ values: [0, 2, 0, 0, 1, 0, 0] }], total: 3 });
    const expired = await chart(admin, 'quotationsByDate', `${WEEK}&type=expired`);
    expect(expired.body).toMatchObject({
      series: [{ key: 'expired', label: 'Cotizaciones (Vencida)', values: [0, 0, 0, 0, 1, 0, 0] }],
    });
    const foreignOnly = await chart(
      admin,
      'quotationsByDate',
      `${WEEK}&real_state_agency_id=${foreign.agency}`,
    );
    expect(foreignOnly.body).toMatchObject({ total: 1 });
  });

  it('draws months past 400 days, the partial months from their days', async () => {
    const long = await chart(
      admin,
      'quotationsByDate',
      'date_init=2014-01-15&date_finish=2015-03-04',
    );
    expect(long.body).toMatchObject({ bucket: 'month', total: 3 });
    const { dates, series } = long.body as { dates: string[]; series: { values: number[] }[] };
    expect(dates).toHaveLength(15);
    expect(dates.at(-1)).toBe('2015-03-01');
    expect(series[0]?.values.at(-1)).toBe(3);
  });

  it('counts booking and promise requests, contacts per form and prospects per current stage', async () => {
    expect((await chart(agencyAdmin, 'bookingRequestByDate', WEEK)).body).toMatchObject({
      series: [{ values: [0, 0, 0, 1, 0, 0, 0] }],
    });
    expect((await chart(admin, 'promiseRequestByDate', `${WEEK}&type=pending`)).body).toMatchObject(
      { total: 1 },
    );
    expect((await chart(admin, 'contactsByDate', WEEK)).body).toMatchObject({
      applied: { type: 'project' },
      series: [{ values: [0, 0, 3, 0, 0, 0, 0] }],
    });
    expect((await chart(admin, 'contactsByDate', `${WEEK}&type=newsletter`)).body).toMatchObject({
      series: [{ key: 'newsletter', values: [0, 3, 0, 0, 0, 0, 0] }],
      total: 3,
    });
    const business = await chart(admin, 'businessByDate', WEEK);
    const series = (business.body as { series: { values: number[] }[] }).series;
    expect(series[0]?.values).toEqual([0, 1, 0, 0, 0, 0, 1]);
    expect(series[1]?.values).toEqual([0, 1, 0, 0, 0, 0, 0]);
    expect(business.body).toMatchObject({ total: 3 });
  });

  it('defaults to the 30 days ending today in Chile', async () => {
    const today = chileToday();
    const res = await chart(admin, 'quotationsByDate');
    expect(res.body).toMatchObject({
      applied: { date_init: addDays(today, -29), date_finish: today },
    });
    expect((res.body as { dates: string[] }).dates).toHaveLength(30);
  });
});

describe('by project and the funnel', () => {
  it('ranks the projects with records, most first, and the scoped role sees only its own', async () => {
    const all = await chart(admin, 'quotationsByProject', SPRING);
    expect(all.body).toMatchObject({
      projects: [
        { id: own.id, name: own.name },
        { id: foreign.id, name: foreign.name },
      ],
      series: [{ key: 'total', values: [3, 2] }],
      total: 5,
    });
    const later = await chart(
      admin,
      'quotationsByProject',
      'date_init=2015-03-03&date_finish=2015-04-30',
    );
    expect(later.body).toMatchObject({ series: [{ values: [1, 1] }], total: 2 });
    const active = await chart(admin, 'quotationsByProject', `${SPRING}&type=active`);
    expect(active.body).toMatchObject({ series: [{ values: [2, 2] }], total: 4 });
    const scoped = await chart(agencyAdmin, 'quotationsByProject', SPRING);
    expect(scoped.body).toMatchObject({
      projects: [{ id: own.id }],
      series: [{ values: [3] }],
      total: 3,
    });
    const contacts = await chart(admin, 'contactsByProject', SPRING);
    expect(contacts.body).toMatchObject({
      projects: [{ id: foreign.id }, { id: own.id }],
      series: [{ values: [2, 1] }],
    });
  });

  it('counts the four funnel steps over the range and scope', async () => {
    const steps = (body: Record<string, unknown>) =>
      (body.steps as { key: string; value: number }[]).map((s) => [s.key, s.value]);
    expect(steps((await chart(admin, 'salesFunnelByProject', SPRING)).body)).toEqual([
      ['contacts', 3],
      ['quotations', 5],
      ['booking_requests', 1],
      ['promise_requests', 1],
    ]);
    expect(steps((await chart(agencyAdmin, 'salesFunnelByProject', SPRING)).body)).toEqual([
      ['contacts', 1],
      ['quotations', 3],
      ['booking_requests', 1],
      ['promise_requests', 1],
    ]);
    expect(
      steps(
        (await chart(admin, 'salesFunnelByProject', `${SPRING}&project_id=${foreign.id}`)).body,
      ),
    ).toEqual([
      ['contacts', 2],
      ['quotations', 2],
      ['booking_requests', 0],
      ['promise_requests', 0],
    ]);
  });
});

describe('refusals', () => {
  const cases = REFUSALS;
  it.each(cases)('%s?%s → %i', async (name, query, status, message, field) => {
    const res = await chart(admin, name, query.replace('PROJECT', String(own.id)));
    expect(res).toEqual({ status, body: { message, field } });
  });

  it('refuses a project of another agency, the agency of the project or a project of another', async () => {
    expect(await chart(agencyAdmin, 'quotationsByDate', `project_id=${foreign.id}`)).toEqual({
      status: 403,
      body: { message: 'No tienes acceso a este proyecto.', field: 'project_id' },
    });
    expect(
      await chart(agencyAdmin, 'quotationsByProject', `real_state_agency_id=${foreign.agency}`),
    ).toEqual({
      status: 403,
      body: { message: 'No tienes acceso a esta inmobiliaria.', field: 'real_state_agency_id' },
    });
    expect(
      await chart(
        admin,
        'quotationsByDate',
        `project_id=${own.id}&real_state_agency_id=${foreign.agency}`,
      ),
    ).toEqual({
      status: 400,
      body: {
        message: 'El proyecto no pertenece a la inmobiliaria indicada.',
        field: 'project_id',
      },
    });
  });

  it('keeps the platform-wide contact forms to Admin and SuperAdmin', async () => {
    expect(await chart(agencyAdmin, 'contactsByDate', 'type=newsletter')).toEqual({
      status: 403,
      body: {
        message:
          'Solo los administradores de la plataforma pueden ver los contactos de newsletter, empresas, secciones e inicio.',
        field: 'type',
      },
    });
  });

  it('answers 401 without a session and 403 to PreapprovalUser, as the guard does', async () => {
    expect((await chart(null, 'salesFunnelByProject')).status).toBe(401);
    const preapproval = await signIn(t, 'PreapprovalUser');
    expect(await chart(preapproval, 'salesFunnelByProject')).toMatchObject({
      status: 403,
      body: { message: expect.stringMatching(/permiso/) },
    });
  });
});
