import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customers, quotationMonthCounts, quotations } from '../../db/schema';
import { countOf, intArray } from './sales-filters';
import { searchMatches, type SalesSearch } from './sales-search';

// The quotations list over a million rows (issue 6: p95 ≤ 20 ms with filters).
//
// The page: for each project of the list, the newest `offset + limit` ids from
// quotations_project_created_idx (index only), merged newest first; only the page's rows are
// then read. A page costs projects × (offset + limit) index entries, however many quotations a
// project has. Past a budget (deep pages of many projects) one ordered scan of
// quotations_created_idx does better, and a search starts from the matching customers.
//
// The total: whole months come from quotation_month_counts (kept by triggers); only the partial
// months at the ends of a date range are counted row by row, from the same index.

export interface QuotationListFilters {
  projectIds: readonly number[];
  /** Days 'YYYY-MM-DD' in Chile time, both ends included; null = open. */
  from: string | null;
  to: string | null;
  status: string | null;
  search: SalesSearch | null;
}

export type QuotationRow = typeof quotations.$inferSelect;

const LATERAL_BUDGET = 20_000;
const q = quotations;

/** Midnight of a Chile day, as timestamptz. */
const chileDay = (day: string) => sql`(${day}::date)::timestamp at time zone 'America/Santiago'`;

/** The day after `day`, 'YYYY-MM-DD'. */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The first of the month of `day`, or `day` itself when it is one. */
const monthOf = (day: string) => `${day.slice(0, 8)}01`;
/** The first of the month on or after `day`. */
function monthFrom(day: string): string {
  if (day.endsWith('-01')) return day;
  const date = new Date(`${monthOf(day)}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
}

function createdBetween(from: string | null, until: string | null): SQL[] {
  return [
    ...(from ? [sql`${q.created_at} >= ${chileDay(from)}`] : []),
    ...(until ? [sql`${q.created_at} < ${chileDay(until)}`] : []),
  ];
}

const customerMatch = (search: SalesSearch): SQL =>
  sql`select ${customers.id} from ${customers} where ${searchMatches(customers.search_text, search)}`;

/** The filters but the project set, as conditions on quotations. */
function conditions(f: QuotationListFilters): SQL[] {
  return [
    ...(f.status ? [sql`${q.status} = ${f.status}`] : []),
    ...createdBetween(f.from, f.to ? nextDay(f.to) : null),
    ...(f.search ? [sql`${q.customer_id} in (${customerMatch(f.search)})`] : []),
  ];
}

const and = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` and `) : sql`true`);

/** The ids of one page, newest first. */
function pageIds(f: QuotationListFilters, offset: number, limit: number): SQL {
  const where = conditions(f);
  const projects = intArray(f.projectIds);
  if (!f.search && f.projectIds.length * (offset + limit) <= LATERAL_BUDGET) {
    return sql`select s.id, s.created_at from unnest(${projects}::int[]) as p(id)
      cross join lateral (
        select ${q.id} as id, ${q.created_at} as created_at from ${q}
        where ${q.project_id} = p.id and ${and(where)}
        order by ${q.created_at} desc, ${q.id} desc limit ${offset + limit}
      ) s
      order by s.created_at desc, s.id desc limit ${limit} offset ${offset}`;
  }
  return sql`select ${q.id} as id, ${q.created_at} as created_at from ${q}
    where ${q.project_id} = any(${projects}::int[]) and ${and(where)}
    order by ${q.created_at} desc, ${q.id} desc limit ${limit} offset ${offset}`;
}

/** The page's quotation rows, newest first. */
export async function listQuotationRows(
  db: DbOrTx,
  f: QuotationListFilters,
  offset: number,
  limit: number,
): Promise<QuotationRow[]> {
  if (f.projectIds.length === 0) return [];
  const page = pageIds(f, offset, limit);
  return db
    .select()
    .from(q)
    .where(sql`${q.id} in (select id from (${page}) page)`)
    .orderBy(sql`${q.created_at} desc`, sql`${q.id} desc`);
}

/** Row-by-row count of the quotations of the list created in [from, until). */
function countRows(f: QuotationListFilters, from: string | null, until: string | null): SQL {
  const where = [
    ...(f.status ? [sql`${q.status} = ${f.status}`] : []),
    ...createdBetween(from, until),
    ...(f.search ? [sql`${q.customer_id} in (${customerMatch(f.search)})`] : []),
  ];
  return sql`(select count(*) from ${q}
    where ${q.project_id} = any(${intArray(f.projectIds)}::int[]) and ${and(where)})`;
}

/** The list's total: month buckets for whole months, rows for the partial ends. */
export async function countQuotations(db: DbOrTx, f: QuotationListFilters): Promise<number> {
  if (f.projectIds.length === 0) return 0;
  const until = f.to ? nextDay(f.to) : null;
  const first = f.from ? monthFrom(f.from) : null;
  const last = until ? monthOf(until) : null;
  let total: SQL;
  if (f.search || (first && last && first >= last)) {
    total = countRows(f, f.from, until);
  } else {
    const c = quotationMonthCounts;
    const months = [
      ...(first ? [sql`${c.month} >= ${first}`] : []),
      ...(last ? [sql`${c.month} < ${last}`] : []),
      ...(f.status ? [sql`${c.status} = ${f.status}`] : []),
    ];
    const buckets = sql`(select coalesce(sum(${c.n}), 0) from ${c}
      where ${c.project_id} = any(${intArray(f.projectIds)}::int[]) and ${and(months)})`;
    const head = first && f.from !== first ? sql` + ${countRows(f, f.from, first)}` : sql``;
    const tail = last && until !== last ? sql` + ${countRows(f, last, until)}` : sql``;
    total = sql`${buckets}${head}${tail}`;
  }
  return countOf(db, total);
}
