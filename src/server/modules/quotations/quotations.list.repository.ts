import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { pageOffset, rowCount } from '../../db/prepared';
import type { ListSort, SortColumns } from '../../kernel';
import {
  customers,
  quotationMonthCounts,
  quotationStatusCounts,
  quotations,
} from '../../db/schema';
import { inProjectSet, intArray, type ProjectSet } from './quotations.sales-filters.repository';
import { customerMatches, type SalesSearch } from './quotations.sales-search.repository';

// The quotations list over a million rows (issue 6: p95 ≤ 20 ms with filters). Every path reads
// an index in the list's order (newest first, id breaking ties) that also holds the columns the
// filters test, so a page reads about offset + limit index entries and then only its own rows:
// - a few projects (a project filter, a small agency): each project's newest entries from
//   quotations_project_created_idx, merged;
// - many projects or all of them: quotations_created_idx, skipping other projects' entries;
// - a search: the matching customers first (text index), then their quotations from
//   quotations_customer_idx.
// The total: without dates, from quotation_status_counts; with dates, whole months come from
// quotation_month_counts (both kept by triggers), and only the partial months at the ends of the
// range are counted entry by entry, from the same indexes.

export interface QuotationListFilters {
  projects: ProjectSet;
  /** Days 'YYYY-MM-DD' in Chile time, both ends included; null = open. */
  from: string | null;
  to: string | null;
  status: string | null;
  /**
   * A search: the matching customers' ids (looked up first), or for a search too broad to list
   * them, the customers subquery itself; null without a search.
   */
  customers: number[] | SQL | null;
  /**
   * A search's listed customers: all their quotations (their kept counts) and the planner's
   * estimate of all quotations (which only chooses a plan, never an answer).
   */
  listed?: { quotations: number; estimate: number } | null;
  /** «Por vencer» (sales-expiry's expiringCondition over `expiringColumns`); null = off. */
  expiring?: SQL | null;
  /** The asked `sort` (issue 33); absent: newest first. */
  order?: ListSort | null;
}

/**
 * The fields the list sorts by (`sort`). Each has an index in its order, over all projects and
 * per project, that holds what the filters test (migration 0032), so a sorted page reads as few
 * entries as the newest-first one.
 */
export const quotationSorts: SortColumns = {
  id: quotations.id,
  created_at: quotations.created_at,
  status: quotations.status,
};

/** Up to this many projects, merging per-project index ranges beats one scan skipping others. */
const MERGE_MAX_PROJECTS = 8;
/** A search matching more customers than this reads their quotations by a subquery instead. */
export const SEARCH_MAX_CUSTOMERS = 5_000;
const q = quotations;

/** The columns the «Por vencer» condition reads. */
export const expiringColumns = {
  projectId: q.project_id,
  createdAt: q.created_at,
  status: q.status,
};

/** Midnight of a Chile day, as timestamptz. */
const chileDay = (day: string) => sql`(${day}::date)::timestamp at time zone 'America/Santiago'`;

/** The day after `day`, 'YYYY-MM-DD'. */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The first of the month of `day`. */
const monthOf = (day: string) => `${day.slice(0, 8)}01`;
/** The first of the month on or after `day`. */
function monthFrom(day: string): string {
  if (day.endsWith('-01')) return day;
  const date = new Date(`${monthOf(day)}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
}

const and = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` and `) : sql`true`);

/** The filters on quotations created in [from, until), projects and customers included. */
function conditions(f: QuotationListFilters, from: string | null, until: string | null): SQL[] {
  return [
    inProjectSet(q.project_id, f.projects),
    ...(f.status ? [sql`${q.status} = ${f.status}`] : []),
    ...(f.expiring ? [f.expiring] : []),
    ...(from ? [sql`${q.created_at} >= ${chileDay(from)}`] : []),
    ...(until ? [sql`${q.created_at} < ${chileDay(until)}`] : []),
    ...(Array.isArray(f.customers)
      ? [sql`${q.customer_id} = any(${intArray(f.customers)}::int[])`]
      : f.customers
        ? [sql`${q.customer_id} in (${f.customers})`]
        : []),
  ];
}

const NEWEST: ListSort = { key: 'created_at', descending: true };

/**
 * The page's ORDER BY over the output columns id, created_at and status (of `alias` when given):
 * the sort's key, then the id, in its direction.
 */
export function orderOf(f: QuotationListFilters, alias?: string): SQL {
  const o = f.order ?? NEWEST;
  const way = o.descending ? sql.raw('desc') : sql.raw('asc');
  const column = (name: string) =>
    alias ? sql`${sql.identifier(alias)}.${sql.identifier(name)}` : sql.identifier(name);
  return o.key === 'id'
    ? sql`order by ${column('id')} ${way}`
    : sql`order by ${column(o.key)} ${way}, ${column('id')} ${way}`;
}

/** The columns every plan's page carries: what orderOf may read. */
const pageColumns = sql`${q.id} as id, ${q.created_at} as created_at, ${q.status} as status`;

/**
 * A search's quotations (by the listed customers) with every filter, as the CTE `matched` (for
 * a `with` list).
 * Materialized: the customers' quotations are read from their index once, then sorted for the
 * page and counted for the total; the planner may not trade that for a scan of every quotation
 * by date.
 */
export function searchMatched(f: QuotationListFilters): SQL {
  const until = f.to ? nextDay(f.to) : null;
  return sql`matched as materialized (
    select ${pageColumns} from ${q}
    where ${and(conditions(f, f.from, until))})`;
}

/** One page of `matched`, in the list's order. */
export const matchedPage = (f: QuotationListFilters, offset: number, limit: number) =>
  sql`select id from matched ${orderOf(f)} limit ${rowCount(limit)} offset ${pageOffset(offset)}`;

/** The ids of one page, in the list's order. */
export function pageIds(f: QuotationListFilters, offset: number, limit: number): SQL {
  const until = f.to ? nextDay(f.to) : null;
  const where = conditions(f, f.from, until);
  if (Array.isArray(f.customers)) {
    return sql`with ${searchMatched(f)} ${matchedPage(f, offset, limit)}`;
  }
  const ids = f.projects.ids;
  if (ids.length <= MERGE_MAX_PROJECTS) {
    const perProject = conditions({ ...f, projects: { ids, every: true } }, f.from, until);
    return sql`select s.id from unnest(${intArray(ids)}::int[]) as p(id)
      cross join lateral (
        select ${pageColumns} from ${q}
        where ${q.project_id} = p.id and ${and(perProject)}
        ${orderOf(f)} limit ${rowCount(offset + limit, offset === 0)}
      ) s
      ${orderOf(f, 's')} limit ${rowCount(limit)} offset ${pageOffset(offset)}`;
  }
  return sql`select ${pageColumns} from ${q}
    where ${and(where)} ${orderOf(f)} limit ${rowCount(limit)} offset ${pageOffset(offset)}`;
}

/**
 * A search of listed customers with no other filter: its total is their kept count, and a first
 * page is found by reading the newest entries of quotations_created_idx (which holds the
 * customer) until the page fills, instead of an index search per customer. The number of
 * entries to read (4 times what an even spread needs, and at least 1,000) when that is cheaper
 * than the searches (about 25 entries cost one search); null otherwise.
 */
export function scanBound(f: QuotationListFilters, offset: number, limit: number): number | null {
  const listed = f.listed;
  if (!listed || !Array.isArray(f.customers) || !f.projects.every || f.order) return null;
  if (
    f.status ||
    f.expiring ||
    f.from ||
    f.to ||
    listed.quotations <= offset ||
    listed.estimate <= 0
  )
    return null;
  const bound = Math.ceil(((offset + limit) * listed.estimate * 4) / listed.quotations) + 1_000;
  return bound < f.customers.length * 25 ? bound : null;
}

/** The listed customers' quotations among the newest `bound` entries: one page, newest first. */
export function scannedPage(f: QuotationListFilters, offset: number, limit: number, bound: number) {
  const listed = Array.isArray(f.customers) ? f.customers : [];
  return sql`select id from (
      select ${q.id} as id, ${q.created_at} as created_at, ${q.customer_id} as customer_id
      from ${q} ${orderOf(f)} limit ${bound}
    ) newest where customer_id = any(${intArray(listed)}::int[])
    ${orderOf(f)} limit ${rowCount(limit)} offset ${pageOffset(offset)}`;
}

/** True when the filters leave no quotation to read (no project, or a search matching no one). */
export const nothing = (f: QuotationListFilters) =>
  f.projects.ids.length === 0 || (Array.isArray(f.customers) && f.customers.length === 0);

/** Entry-by-entry count of the list's quotations created in [from, until). */
const countRows = (f: QuotationListFilters, from: string | null, until: string | null) =>
  sql`(select count(*) from ${q} where ${and(conditions(f, from, until))})`;

/**
 * The list's total: without dates, the counts over all time; with dates, month buckets for whole
 * months and entries for the partial ends.
 */
export function totalOf(f: QuotationListFilters): SQL {
  const until = f.to ? nextDay(f.to) : null;
  const first = f.from ? monthFrom(f.from) : null;
  const last = until ? monthOf(until) : null;
  if (f.customers || f.expiring || (first && last && first >= last)) {
    return countRows(f, f.from, until);
  }
  if (!first && !last) {
    // No dates: the counts over all time, a few rows a project.
    const s = quotationStatusCounts;
    const kept = [
      inProjectSet(s.project_id, f.projects),
      ...(f.status ? [sql`${s.status} = ${f.status}`] : []),
    ];
    return sql`(select coalesce(sum(${s.n}), 0) from ${s} where ${and(kept)})`;
  }
  const c = quotationMonthCounts;
  const months = [
    inProjectSet(c.project_id, f.projects),
    ...(first ? [sql`${c.month} >= ${first}`] : []),
    ...(last ? [sql`${c.month} < ${last}`] : []),
    ...(f.status ? [sql`${c.status} = ${f.status}`] : []),
  ];
  const buckets = sql`(select coalesce(sum(${c.n}), 0) from ${c} where ${and(months)})`;
  const head = first && f.from !== first ? sql` + ${countRows(f, f.from, first)}` : sql``;
  const tail = last && until !== last ? sql` + ${countRows(f, last, until)}` : sql``;
  return sql`${buckets}${head}${tail}`;
}

const idsRow = z.object({
  n: z.coerce.number(),
  ids: z.string(),
  quotations: z.coerce.number(),
  estimate: z.coerce.number(),
});
/** db.execute answers { rows } on PGlite and an array on postgres-js. */
const matchedIds = z.union([z.array(idsRow), z.object({ rows: z.array(idsRow) })]);

export interface CustomerSearch {
  /** The matched customers' ids, or the subquery itself when more than SEARCH_MAX_CUSTOMERS match. */
  customers: number[] | SQL;
  /** When listed: all their quotations (customers.quotations_count, kept by triggers). */
  listed: { quotations: number; estimate: number } | null;
}

/**
 * The customers a search matches: their ids and their quotations' count, or the subquery itself
 * when more than SEARCH_MAX_CUSTOMERS match (a list that long is better read as a semi-join).
 */
export async function searchCustomers(db: DbOrTx, search: SalesSearch): Promise<CustomerSearch> {
  const match = customerMatches(customers.search_text, search);
  // One row with the ids as one text: a field per customer to decode (thousands for a common
  // name) cost more than the search itself on PGlite.
  const found = matchedIds.parse(
    await db.execute(sql`select count(*) as n, coalesce(string_agg(id::text, ','), '') as ids,
        coalesce(sum(quotations), 0) as quotations,
        (select greatest(reltuples, 0) from pg_class where oid = 'quotations'::regclass) as estimate
      from (select ${customers.id} as id, ${customers.quotations_count} as quotations
        from ${customers} where ${match}
        order by ${customers.id} limit ${SEARCH_MAX_CUSTOMERS + 1}) s`),
  );
  const [row] = Array.isArray(found) ? found : found.rows;
  if (!row || row.n > SEARCH_MAX_CUSTOMERS) {
    return {
      customers: sql`select ${customers.id} from ${customers} where ${match}`,
      listed: null,
    };
  }
  return {
    customers: row.ids === '' ? [] : row.ids.split(',').map(Number),
    listed: { quotations: row.quotations, estimate: row.estimate },
  };
}

/** The customers a search matches (searchCustomers without the count). */
export const matchingCustomers = async (db: DbOrTx, search: SalesSearch) =>
  (await searchCustomers(db, search)).customers;
