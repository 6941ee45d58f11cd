import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  QuotationDocument,
  QuotationsDocument,
  type QuotationsQueryVariables,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { formatRut } from '../../../shared/rut';
import { customers, quotations } from '../../db/schema';
import {
  foreignProjectIds,
  ownProjectIds,
  quotationCount,
  statements,
  tokens,
} from './quotations.sales.fixtures';

let t: TestApp;
let token: (email: string) => Promise<string>;
const ADMIN = 'admin@demo.cl';
const AGENCY_ADMIN = 'realstateadmin@demo.cl';
const BLANK = { project_id: '', date_ini: '', date_end: '', real_state_agency: '', status: '' };

beforeAll(async () => {
  t = await startTestApp('demo');
  token = tokens(t);
});
afterAll(() => t.close());

const list = async (variables: QuotationsQueryVariables, email = ADMIN) =>
  executeOperation(t.app, QuotationsDocument, { ...BLANK, ...variables }, await token(email));

const allProjects = async () =>
  (await t.database.db.select({ id: quotations.project_id }).from(quotations)).map((r) => r.id);

describe('quotations list', () => {
  it('pages newest first with the row fields and Laravel page numbers', async () => {
    const first = (await list({ page: 1 })).data!.quotations;
    const total = await quotationCount(t.database.db, {
      projectIds: [...new Set(await allProjects())],
    });
    expect(first).toMatchObject({ total, per_page: 15, current_page: 1, from: 1, to: 15 });
    expect(first.last_page).toBe(Math.ceil(total / 15));
    const times = first.data.map((q) => q.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const row = first.data[0]!;
    expect(row.project?.name).toBeTruthy();
    expect(row.customer?.rut_dv).toMatch(/^[0-9K]$/);
    expect(row.propertyquotation[0]?.property?.identifier).toBeTruthy();
    expect(typeof row.propertyquotation[0]?.price).toBe('number');
    const second = (await list({ page: 2 })).data!.quotations;
    expect(second.data[0]!.created_at <= first.data[14]!.created_at).toBe(true);
    expect(second.data.map((q) => q.id)).not.toContain(first.data[14]!.id);
  });

  // The demo's quotations cover the twelve months before the template was built.
  const day = (daysAgo: number, dayOfMonth?: number) => {
    const date = new Date(Date.now() - daysAgo * 86_400_000);
    if (dayOfMonth !== undefined) date.setUTCDate(dayOfMonth);
    return date.toISOString().slice(0, 10);
  };
  const lastOfMonth = (daysAgo: number) => {
    const date = new Date(Date.now() - daysAgo * 86_400_000);
    return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0))
      .toISOString()
      .slice(0, 10);
  };
  const dayAfter = (d: string) =>
    new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

  it.each([
    ['a partial month at each end', () => [day(200, 10), day(60, 20)]],
    ['whole months', () => [day(200, 1), lastOfMonth(60)]],
    ['within one month', () => [day(100, 3), day(100, 17)]],
    ['only a start', () => [day(100, 15), '']],
    ['only an end', () => ['', day(150, 10)]],
  ])('totals %s exactly as counting the rows does (Chile days)', async (_what, range) => {
    const [ini, end] = range();
    const projectIds = [...new Set(await allProjects())];
    for (const status of ['', 'expired', 'booked']) {
      const res = await list({ date_ini: ini, date_end: end, status });
      const truth = await quotationCount(t.database.db, {
        projectIds,
        from: ini || undefined,
        untilExclusive: end ? dayAfter(end) : undefined,
        status: status || undefined,
      });
      expect(res.errors).toBeUndefined();
      if (!status) expect(truth).toBeGreaterThan(0);
      expect(res.data!.quotations.total, `${ini}..${end} ${status}`).toBe(truth);
    }
  });

  it('drops a removed project’s quotations at the very next request, and brings them back', async () => {
    const [project] = await ownProjectIds(t.database.db, AGENCY_ADMIN);
    const mine = await quotationCount(t.database.db, { projectIds: [project!] });
    expect(mine).toBeGreaterThan(0);
    const before = (await list({})).data!.quotations.total;
    // Straight to the database, as a second instance (or psql) would write it.
    await t.database.exec(`update projects set deleted_at = now() where id = ${project}`);
    try {
      expect((await list({})).data!.quotations.total).toBe(before - mine);
    } finally {
      await t.database.exec(`update projects set deleted_at = null where id = ${project}`);
    }
    expect((await list({})).data!.quotations.total).toBe(before);
  });

  it('filters by project, agency and status, and accepts dd-mm-aaaa dates', async () => {
    const [project] = await ownProjectIds(t.database.db, AGENCY_ADMIN);
    const byProject = (await list({ project_id: String(project) })).data!.quotations;
    expect(byProject.total).toBe(await quotationCount(t.database.db, { projectIds: [project!] }));
    const [from, to] = [day(120, 5), day(30, 25)];
    const chilean = (k: string) => k.split('-').reverse().join('-');
    const cl = (await list({ date_ini: chilean(from), date_end: chilean(to) })).data!;
    const iso = (await list({ date_ini: from, date_end: to })).data!;
    expect(cl.quotations.total).toBe(iso.quotations.total);
    expect(cl.quotations.total).toBeGreaterThan(0);
    const active = (await list({ status: 'active' })).data!.quotations;
    expect(active.data.every((q) => q.status === 'active')).toBe(true);
  });

  it('refuses bad filters with a Spanish message and no data', async () => {
    const badDate = await list({ date_ini: '31-02-2025' });
    expect(badDate.errors?.[0]).toMatchObject({
      message: 'La fecha de inicio «31-02-2025» no es válida: usa el formato dd-mm-aaaa.',
      extensions: { code: 'BAD_USER_INPUT', field: 'date_ini' },
    });
    const reversed = await list({ date_ini: '2025-05-01', date_end: '2025-04-01' });
    expect(reversed.errors?.[0]?.message).toBe(
      'La fecha de inicio no puede ser posterior a la fecha de término.',
    );
    const status = await list({ status: 'vigente' });
    expect(status.errors?.[0]).toMatchObject({
      message:
        '«vigente» no es un estado de cotización (estados: active, expired, booked, promised, cancelled).',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(status.data).toBeNull();
  });

  it('finds a customer by RUT with or without dots and dash, by accentless name, email or phone', async () => {
    const [customer] = await t.database.db
      .select()
      .from(customers)
      .where(sql`exists (select 1 from quotations q where q.customer_id = ${customers.id})`)
      .orderBy(asc(customers.id))
      .limit(1);
    const c = customer!;
    const mine = await t.database.db
      .select({ id: quotations.id })
      .from(quotations)
      .where(eq(quotations.customer_id, c.id));
    const expected = mine.map((q) => String(q.id)).sort();
    const plainName = `${c.name} ${c.last_name}`.normalize('NFD').replace(/\p{M}/gu, '');
    // The mobile as people say it, without the country code: '9 8765 4321'.
    const mobile = (c.phone ?? '')
      .replace(/\D/g, '')
      .slice(-9)
      .replace(/^(\d)(\d{4})/, '$1 $2 ');
    for (const search of [
      formatRut(c.rut, c.rut_dv),
      `${c.rut}${c.rut_dv}`,
      `${c.rut}-${c.rut_dv}`,
      c.email!,
      mobile,
      c.phone!,
    ]) {
      const found = (await list({ search })).data!.quotations.data.map((q) => q.id).sort();
      expect(found, search).toEqual(expected);
    }
    const byName = (await list({ search: plainName.toUpperCase() })).data!.quotations;
    expect(byName.data.map((q) => q.customer?.id)).toContain(String(c.id));
    expect(byName.data.every((q) => q.customer?.name === c.name)).toBe(true);
  });

  it('shows an agency only its own projects’ quotations, and refuses another’s', async () => {
    const own = await ownProjectIds(t.database.db, AGENCY_ADMIN);
    const mine = (await list({}, AGENCY_ADMIN)).data!.quotations;
    expect(mine.total).toBe(await quotationCount(t.database.db, { projectIds: own }));
    expect(mine.data.every((q) => own.includes(Number(q.project?.id)))).toBe(true);
    const [foreign] = await foreignProjectIds(t.database.db, AGENCY_ADMIN);
    const other = await list({ project_id: String(foreign) }, AGENCY_ADMIN);
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(other.data).toBeNull();
    const [theirs] = await t.database.db
      .select({ id: quotations.id })
      .from(quotations)
      .where(eq(quotations.project_id, foreign!))
      .limit(1);
    const byId = await executeOperation(
      t.app,
      QuotationDocument,
      { id: String(theirs!.id) },
      await token(AGENCY_ADMIN),
    );
    expect(byId.statusCode).toBe(403);
    expect(byId.errors?.[0]?.message).toBe('No tienes acceso a esta cotización.');
    expect(byId.data).toBeNull();
  });

  it('sorts by the asked field both ways (issue 33), ties by id, pages disjoint', async () => {
    type Row = { id: string; status: string; created_at: string };
    const pages = async (sort: string, n: number, email = ADMIN, extra = {}) => {
      const rows: Row[] = [];
      for (let page = 1; page <= n; page++) {
        const res = await list({ page, sort, ...extra }, email);
        expect(res.errors).toBeUndefined();
        rows.push(...res.data!.quotations.data);
      }
      return rows;
    };
    const byStatus = (way: 1 | -1) => (a: Row, b: Row) =>
      way * (a.status < b.status ? -1 : a.status > b.status ? 1 : Number(a.id) - Number(b.id));
    // Status has few values: most rows tie, and three pages neither repeat nor skip a row.
    const up = await pages('status', 3);
    expect(new Set(up.map((q) => q.id)).size).toBe(45);
    expect(up).toEqual([...up].sort(byStatus(1)));
    const down = await pages('-status', 2);
    expect(down).toEqual([...down].sort(byStatus(-1)));
    const oldest = await pages('created_at', 1);
    const times = oldest.map((q) => q.created_at);
    expect(times).toEqual([...times].sort());
    // A scoped role sorted by number: only its projects, on the merged per-project plan too.
    const own = new Set((await ownProjectIds(t.database.db, AGENCY_ADMIN)).map(String));
    for (const extra of [{}, { project_id: [...own][0]! }]) {
      const res = await list({ page: 1, sort: '-id', ...extra }, AGENCY_ADMIN);
      const ids = res.data!.quotations.data.map((q) => Number(q.id));
      expect(ids.length).toBeGreaterThan(0);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(res.data!.quotations.data.every((q) => own.has(q.project!.id))).toBe(true);
    }
    // A search, sorted: the customer's quotations in the asked order.
    const [customer] = await t.database.db
      .select({ email: customers.email })
      .from(customers)
      .innerJoin(quotations, eq(quotations.customer_id, customers.id))
      .groupBy(customers.id)
      .having(sql`count(*) > 1`)
      .limit(1);
    const found = await pages('id', 1, ADMIN, { search: customer!.email });
    const foundIds = found.map((q) => Number(q.id));
    expect(foundIds.length).toBeGreaterThan(1);
    expect(foundIds).toEqual([...foundIds].sort((a, b) => a - b));
  });

  it('refuses an unknown sort with a Spanish message and no data', async () => {
    const res = await list({ sort: 'precio' });
    expect(res.data).toBeNull();
    expect(res.errors?.[0]).toMatchObject({
      message: expect.stringMatching(
        /^No se puede ordenar por «precio»\. Valores aceptados: id, created_at, status/,
      ),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('costs the same statements for a page of 15 as for one quotation (no N+1)', async () => {
    const admin = await token(ADMIN);
    const [one] = await t.database.db.select().from(customers).orderBy(asc(customers.id)).limit(1);
    const seen = statements(t);
    const full = await executeOperation(t.app, QuotationsDocument, { ...BLANK, page: 1 }, admin);
    const fullCount = seen.count();
    seen.restore();
    const again = statements(t);
    const single = await executeOperation(
      t.app,
      QuotationsDocument,
      { ...BLANK, search: `${one!.rut}${one!.rut_dv}`, page: 1 },
      admin,
    );
    const singleCount = again.count();
    again.restore();
    expect(full.data!.quotations.data).toHaveLength(15);
    expect(single.data!.quotations.data.length).toBeGreaterThanOrEqual(1);
    // Viewer, project set, then the page with its relations (project, customer, quoted units
    // and their homes) and its total in one statement; a search adds the matching customers.
    expect(fullCount).toBeLessThanOrEqual(singleCount);
    expect(fullCount).toBeLessThanOrEqual(3);
  });
});
