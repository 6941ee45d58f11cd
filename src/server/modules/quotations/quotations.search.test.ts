import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import {
  scanBound,
  scannedPage,
  searchCustomers,
  type QuotationListFilters,
} from './quotations.list.repository';
import { listQuotationsPage } from './quotations.page-json.repository';
import { parseSearch } from './quotations.sales-search.repository';

// The search of the sales lists (migration 0018): customers are found through the prefixes of
// their words, a search's total without other filters is the customers' kept quotation count,
// and a broad search's page is read from the newest entries. Each is checked against the plain
// way: the words themselves (to_tsvector @@ prefix query) and the customers' quotations counted
// and sorted one by one.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp('demo');
});
afterAll(() => t.close());

const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    unknown
  >[];
const run = async (query: ReturnType<typeof sql>) => rowsOf(await t.database.db.execute(query));

/** Customers whose kept count differs from their quotations (none when exact). */
const drift = () =>
  run(sql`select c.id from customers c
    left join (select customer_id, count(*)::int as n from quotations group by 1) q on q.customer_id = c.id
    where c.quotations_count <> coalesce(q.n, 0)`);

/** Adds customers named `name` + a number, each with `each` quotations `age` ago, newest first. */
async function addCustomers(name: string, count: number, each: number, age: string) {
  await run(sql`insert into customers (name, last_name, rut, rut_dv, email, phone)
    select ${name}, 'Buscada ' || g, 30000000 + g + ${count * 100}, '0', null, null
    from generate_series(1, ${count}) g`);
  await run(sql`insert into quotations (project_id, customer_id, status, created_at, updated_at)
    select (select min(id) from projects), c.id, 'active',
      now() - ${age}::interval - make_interval(mins => c.id * 10 + k),
      now() - ${age}::interval
    from customers c, generate_series(1, ${each}) k where c.name = ${name}`);
  await run(sql`analyze quotations`);
}

/** The plain answer: the matched customers' quotations, newest first, and their count. */
async function plainPage(search: string, offset: number, limit: number) {
  const parsed = parseSearch(search)!;
  const matched = sql`select q.id from quotations q join customers c on c.id = q.customer_id
    where to_tsvector('simple', c.search_text) @@ to_tsquery('simple', ${parsed.query})`;
  const [count] = await run(sql`select count(*)::int as n from (${matched}) m`);
  const ids = await run(sql`select q.id from quotations q where q.id in (${matched})
    order by q.created_at desc, q.id desc limit ${limit} offset ${offset}`);
  return { total: Number(count!.n), ids: ids.map((row) => String(row.id)) };
}

async function filtersOf(search: string): Promise<QuotationListFilters> {
  const found = await searchCustomers(t.database.db, parseSearch(search)!);
  const ids = (await run(sql`select id from projects order by id`)).map((row) => Number(row.id));
  const every = { ids, every: true };
  return { projects: every, from: null, to: null, status: null, ...found };
}

describe('sales search', () => {
  it('keeps each customer’s quotation count through inserts, deletes and moves', async () => {
    expect(await drift()).toEqual([]);
    await addCustomers('Contada', 3, 4, '1 day');
    await run(sql`delete from quotations where id in (select q.id from quotations q
      join customers c on c.id = q.customer_id where c.name = 'Contada' order by q.id limit 2)`);
    await run(sql`update quotations set customer_id = (select max(id) from customers where name = 'Contada')
      where id = (select max(q.id) from quotations q join customers c on c.id = q.customer_id
        where c.name = 'Contada' and c.id = (select min(id) from customers where name = 'Contada'))`);
    await run(sql`update quotations set status = 'expired' where customer_id in
      (select id from customers where name = 'Contada')`);
    expect(await drift()).toEqual([]);
  });

  it('finds by word prefixes exactly the customers the words themselves match', async () => {
    await run(sql`insert into customers (name, last_name, rut, rut_dv, email, phone) values
      ('Zacarías', 'Quintanilla-Errázuriz', 41234567, '5', 'zacarias.quintanilla.errazuriz@correo.cl', '+56 9 8765 4321'),
      ('Zacarías', 'Quintero', 41234568, '3', 'zq@correo.cl', null)`);
    for (const search of [
      'zac',
      'ZACARÍAS quint',
      'errazuriz',
      'quintanilla-err',
      'zacarias.quintanilla.errazuriz@correo',
      'zacarias.quintanilla.errazuriz@correo.cl',
      '9 8765 4321',
      '41.234.567-5',
      'zacarias quintanillas',
      'zz',
    ]) {
      const parsed = parseSearch(search)!;
      const found = await searchCustomers(t.database.db, parsed);
      const plain = await run(sql`select id from customers
        where to_tsvector('simple', search_text) @@ to_tsquery('simple', ${parsed.query}) order by id`);
      expect(found.customers, search).toEqual(plain.map((row) => Number(row.id)));
    }
  });

  it('pages a broad search from the newest entries, as customer by customer', async () => {
    await addCustomers('Eulalia', 80, 2, '1 minute');
    const f = await filtersOf('eulalia buscada');
    // The first page is the scan's own answer (a full page), not the fallback's.
    expect(await run(scannedPage(f, 0, 15, scanBound(f, 0, 15)!))).toHaveLength(15);
    for (const page of [1, 2, 5, 11, 12]) {
      const offset = (page - 1) * 15;
      const got = await listQuotationsPage(t.database.db, f, offset, 15, undefined);
      const plain = await plainPage('eulalia buscada', offset, 15);
      expect(got.total).toBe(plain.total);
      expect(got.data.map((q) => q.id)).toEqual(plain.ids);
    }
  });

  it('falls back to customer by customer when the newest entries hold too few of them', async () => {
    await addCustomers('Olvido', 200, 1, '6 years');
    await addCustomers('Reciente', 40, 60, '1 hour');
    const f = await filtersOf('olvido');
    // The scan alone would answer a short page: the answer below is the fallback's.
    expect(await run(scannedPage(f, 0, 15, scanBound(f, 0, 15)!))).toHaveLength(0);
    const got = await listQuotationsPage(t.database.db, f, 0, 15, undefined);
    const plain = await plainPage('olvido', 0, 15);
    expect(got.total).toBe(200);
    expect(got.data.map((q) => q.id)).toEqual(plain.ids);
  });

  it('reads the customers one by one when a filter or a narrow search makes that cheaper', async () => {
    const broad = await filtersOf('eulalia buscada');
    expect(scanBound({ ...broad, status: 'active' }, 0, 15)).toBeNull();
    expect(scanBound({ ...broad, from: '2026-01-01' }, 0, 15)).toBeNull();
    expect(
      scanBound({ ...broad, projects: { ...broad.projects, every: false } }, 0, 15),
    ).toBeNull();
    expect(scanBound(await filtersOf('eulalia buscada 7'), 0, 15)).toBeNull();
  });
});
