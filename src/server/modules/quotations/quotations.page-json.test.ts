import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  QuotationDocument,
  QuotationsDocument,
  type QuotationsQueryVariables,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { customers, quotations } from '../../db/schema';
import { agenciesOf } from '../agencies/agencies.fixtures';
import { withLeaf } from '../sales-common/sales-common.statements.fixtures';
import { quotationRowJson } from './quotations.page-fields.repository';
import { listQuotationsPage, pageStatement } from './quotations.page-json.repository';
import { ownProjectIds, quotationCount, tokens } from './quotations.sales.fixtures';

// The list page built as one json text by the database must answer exactly what the details
// (built row by row through the mappers and loaders) answer for each of its rows, whatever the
// filters and the viewer's scope.

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

const day = (daysAgo: number, dayOfMonth: number) => {
  const date = new Date(Date.now() - daysAgo * 86_400_000);
  date.setUTCDate(dayOfMonth);
  return date.toISOString().slice(0, 10);
};

async function pageOf(variables: QuotationsQueryVariables, email: string) {
  const res = await executeOperation(
    t.app,
    QuotationsDocument,
    { ...BLANK, ...variables },
    await token(email),
  );
  expect(res.errors).toBeUndefined();
  return res.data!.quotations;
}

/**
 * Each row of the page as the details query shows it from whole rows through the mappers and
 * loaders (asked one field the database does not render, the details do not render theirs).
 */
async function detailsOf(ids: readonly string[], email: string) {
  const viewer = await token(email);
  const document = withLeaf(QuotationDocument, 'customer', 'codeudor_name');
  return Promise.all(
    ids.map(async (id) => {
      const res = await executeOperation(t.app, document, { id }, viewer);
      expect(res.errors).toBeUndefined();
      return res.data!.quotations.data[0];
    }),
  );
}

describe('quotations list page (one json text)', () => {
  it('answers for each row exactly what its details answer, for several filters and a scoped role', async () => {
    const [project] = await ownProjectIds(t.database.db, AGENCY_ADMIN);
    const [agency] = await agenciesOf(t.database.db, AGENCY_ADMIN);
    const [someone] = await t.database.db
      .select({ rut: customers.rut, dv: customers.rut_dv })
      .from(customers)
      .innerJoin(quotations, eq(quotations.customer_id, customers.id))
      .limit(1);
    const cases: [QuotationsQueryVariables, string][] = [
      [{ page: 1 }, ADMIN],
      [{ page: 3 }, ADMIN],
      [{ project_id: String(project) }, ADMIN],
      [{ real_state_agency: String(agency), status: 'expired' }, ADMIN],
      [{ date_ini: day(200, 10), date_end: day(60, 20) }, ADMIN],
      [{ search: `${someone!.rut}-${someone!.dv}` }, ADMIN],
      [{ page: 1 }, AGENCY_ADMIN],
      [{ page: 2, date_ini: day(300, 1), date_end: day(30, 28) }, AGENCY_ADMIN],
    ];
    for (const [variables, email] of cases) {
      const page = await pageOf(variables, email);
      const label = `${email} ${JSON.stringify(variables)}`;
      expect(page.data.length, label).toBeGreaterThan(0);
      const details = await detailsOf(
        page.data.map((row) => row.id),
        email,
      );
      page.data.forEach((row, i) => {
        expect(row.propertyquotation.length, label).toBeGreaterThan(0);
        expect(details[i], `${label} #${row.id}`).toMatchObject(row);
      });
    }
  });

  it('carries the exact total on a page past the end, with no rows', async () => {
    const own = await ownProjectIds(t.database.db, AGENCY_ADMIN);
    const total = await quotationCount(t.database.db, { projectIds: own });
    const past = await pageOf({ page: Math.ceil(total / 15) + 5 }, AGENCY_ADMIN);
    expect(past.data).toEqual([]);
    expect(past.total).toBe(total);
  });

  it('builds a relation only when the database renders every field asked of it', () => {
    const tree = (entries: Record<string, string[]>) =>
      new Map(
        Object.entries(entries).map(([name, subs]) => [
          name,
          new Map(subs.map((sub) => [sub, new Map()])),
        ]),
      );
    const listed = quotationRowJson(
      tree({ id: [], customer: ['id', 'commune'], project: ['id', 'name'], propertyquotation: ['id'] }), // prettier-ignore
    );
    expect([...listed.inlined].sort()).toEqual(['customer', 'project', 'propertyquotation']);
    // The co-debtor and a project's relations keep their own resolvers' rules.
    const other = quotationRowJson(tree({ customer: ['codebtor'], project: ['status'] }));
    expect([...other.inlined]).toEqual([]);
    expect(quotationRowJson(undefined).inlined.size).toBe(0);
    // Written once per shape: the same fields asked again (another request's tree) reuse it.
    const again = quotationRowJson(
      tree({ id: [], customer: ['id', 'commune'], project: ['id', 'name'], propertyquotation: ['id'] }), // prettier-ignore
    );
    expect(again).toBe(listed);
    expect(quotationRowJson(tree({ customer: ['codebtor'], project: ['status'] }))).toBe(other);
    expect(again).not.toBe(other);
  });

  it('writes a page statement once per filters, page and fields, and runs it again', async () => {
    const ids = await ownProjectIds(t.database.db, AGENCY_ADMIN);
    const db = t.database.db;
    const f = { projects: { ids, every: false }, from: null, to: null, status: null, customers: null }; // prettier-ignore
    const first = pageStatement(db, f, 0, 15, undefined, null);
    // Another request's equal filters (new objects) get the same statement.
    const again = { ...f, projects: { ids: [...ids], every: false } };
    expect(pageStatement(db, again, 0, 15, undefined, null)).toBe(first);
    // A value that changes the text or its parameters gets its own.
    for (const other of [
      pageStatement(db, f, 15, 15, undefined, null),
      pageStatement(db, { ...f, status: 'active' }, 0, 15, undefined, null),
      pageStatement(db, { ...f, from: '2026-01-01' }, 0, 15, undefined, null),
      pageStatement(db, { ...f, projects: { ids: ids.slice(0, 1), every: false } }, 0, 15, undefined, null), // prettier-ignore
      pageStatement(db, f, 0, 15, new Map([['id', new Map()]]), null),
    ]) {
      expect(other).not.toBe(first);
    }
    // And what it answers is the page, each time.
    const once = await listQuotationsPage(db, f, 0, 15, undefined);
    const twice = await listQuotationsPage(db, f, 0, 15, undefined);
    expect(twice).toEqual(once);
    expect(once.data.length).toBeGreaterThan(0);
  });

  it('always carries the ids the relations resolved apart read, asked or not', async () => {
    const ids = await ownProjectIds(t.database.db, AGENCY_ADMIN);
    const filters = { projects: { ids, every: false }, from: null, to: null, status: null };
    const asked = new Map([
      ['bookingrequest', new Map([['id', new Map()]])],
      ['customer', new Map([['commune', new Map()]])],
    ]);
    const page = await listQuotationsPage(
      t.database.db,
      { ...filters, customers: null },
      0,
      15,
      asked,
    );
    expect(page.data.length).toBeGreaterThan(0);
    for (const row of page.data) {
      expect(row.id).toMatch(/^\d+$/);
      expect(row.customer?.id).toMatch(/^\d+$/);
    }
  });
});
