import { inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { prospectStageCounts, prospectStageTotals, prospects } from '../../db/schema';
import { countOf, inProjectSet, intArray } from '../quotations';
import { countable, nothing, type ProspectFilters } from './business.filters.service';
import { allOf, conditions, nextDay } from './business.filters.repository';

// The board's first screen over 200,000 prospects (goal ≤ 30 ms on loopback) is ONE statement:
// for each stage, a lateral read of its newest page from prospects_stage_idx (stage, created_at,
// id, project_id: read backwards, the project tested in the index) and its total. Totals filtered
// by project alone are exact sums of prospect_stage_totals, and with dates of prospect_stage_counts
// (per month; both kept by triggers, migration 0008), plus an entry-by-entry count of the partial
// months at the ends of a date range. The other
// filters (search, Rukan, pre-approval) count their matching prospects: still exact, and a search
// matches few; only "sin Rukan vigente" over a whole board counts many rows.

export type ProspectRow = typeof prospects.$inferSelect;

const p = prospects;
const c = prospectStageCounts;
const all = prospectStageTotals;

/** The first of the month of `day`. */
const monthOf = (day: string) => `${day.slice(0, 8)}01`;
/** The first of the month on or after `day`. */
function monthFrom(day: string): string {
  if (day.endsWith('-01')) return day;
  const date = new Date(`${monthOf(day)}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
}

const ofStage = (stage: SQL | null, column: SQL | typeof p.pipeline_stage_id) =>
  stage ? [sql`${column} = ${stage}`] : [];

/** Counting prospects one by one, created in [from, until), of one stage or all. */
const countRows = (f: ProspectFilters, stage: SQL | null, from: string | null, until: string | null) =>
  sql`(select count(*) from ${p} where ${allOf([...ofStage(stage, p.pipeline_stage_id), ...conditions(f, from, until)])})`; // prettier-ignore

/** The exact total of one stage (`stage` an SQL reference) or of all stages (null). */
export function totalOf(f: ProspectFilters, stage: SQL | null): SQL {
  const until = f.to ? nextDay(f.to) : null;
  if (!countable(f)) return countRows(f, stage, f.from, until);
  if (!f.from && !until) {
    // No date range: the all-time totals, a few dozen rows a stage.
    const where = allOf([...ofStage(stage, sql`${all.pipeline_stage_id}`), inProjectSet(all.project_id, f.projects)]); // prettier-ignore
    return sql`(select coalesce(sum(${all.n}), 0) from ${all} where ${where})`;
  }
  const first = f.from ? monthFrom(f.from) : null;
  const last = until ? monthOf(until) : null;
  if (first && last && first >= last) return countRows(f, stage, f.from, until);
  const months = [
    ...ofStage(stage, sql`${c.pipeline_stage_id}`),
    inProjectSet(c.project_id, f.projects),
    ...(first ? [sql`${c.month} >= ${first}`] : []),
    ...(last ? [sql`${c.month} < ${last}`] : []),
  ];
  const buckets = sql`(select coalesce(sum(${c.n}), 0) from ${c} where ${allOf(months)})`;
  const head = first && f.from !== first ? sql` + ${countRows(f, stage, f.from, first)}` : sql``;
  const tail = last && until !== last ? sql` + ${countRows(f, stage, last, until)}` : sql``;
  return sql`(${buckets}${head}${tail})`;
}

export interface StageSlice {
  stageId: number;
  /** Rows to skip in that stage (its page's offset). */
  offset: number;
}

const boardRow = z.object({
  stage: z.coerce.number(),
  total: z.coerce.number(),
  ids: z.array(z.coerce.number()).nullable(),
});
/** db.execute answers { rows } on PGlite and an array on postgres-js. */
const boardResult = z.union([z.array(boardRow), z.object({ rows: z.array(boardRow) })]);

export interface StagePage {
  stageId: number;
  total: number;
  /** The page's prospect ids, newest first. */
  ids: number[];
}

/** Each stage's page of `limit` ids and its total, in the order of `slices`: one statement. */
export async function stagePages(
  db: DbOrTx,
  f: ProspectFilters,
  slices: readonly StageSlice[],
  limit: number,
): Promise<StagePage[]> {
  if (slices.length === 0) return [];
  if (nothing(f)) return slices.map((s) => ({ stageId: s.stageId, total: 0, ids: [] }));
  const until = f.to ? nextDay(f.to) : null;
  const stage = sql`st.id`;
  const where = allOf([sql`${p.pipeline_stage_id} = ${stage}`, ...conditions(f, f.from, until)]);
  const stages = intArray(slices.map((s) => s.stageId));
  const offsets = intArray(slices.map((s) => s.offset));
  const result = boardResult.parse(
    await db.execute(sql`select st.id as stage, ${totalOf(f, stage)} as total, page.ids
      from unnest(${stages}::int[], ${offsets}::int[]) with ordinality as st(id, skip, n)
      cross join lateral (
        select array_agg(s.id order by s.created_at desc, s.id desc) as ids from (
          select ${p.id} as id, ${p.created_at} as created_at from ${p} where ${where}
          order by ${p.created_at} desc, ${p.id} desc limit ${limit} offset st.skip
        ) s
      ) page
      order by st.n`),
  );
  const rows = Array.isArray(result) ? result : result.rows;
  return rows.map((row) => ({ stageId: row.stage, total: row.total, ids: row.ids ?? [] }));
}

/** One page of the list, newest first, every stage. */
export async function listRows(
  db: DbOrTx,
  f: ProspectFilters,
  offset: number,
  limit: number,
): Promise<ProspectRow[]> {
  if (nothing(f)) return [];
  const until = f.to ? nextDay(f.to) : null;
  const page = sql`select ${p.id} from ${p} where ${allOf(conditions(f, f.from, until))}
    order by ${p.created_at} desc, ${p.id} desc limit ${limit} offset ${offset}`;
  return db
    .select()
    .from(p)
    .where(sql`${p.id} in (${page})`)
    .orderBy(sql`${p.created_at} desc`, sql`${p.id} desc`);
}

/** The list's total over every stage. */
export const countProspects = (db: DbOrTx, f: ProspectFilters) =>
  nothing(f) ? Promise.resolve(0) : countOf(db, totalOf(f, null));

/** The rows of the given ids (any order). */
export const rowsOf = (db: DbOrTx, ids: readonly number[]) =>
  ids.length
    ? db
        .select()
        .from(p)
        .where(inArray(p.id, [...ids]))
    : Promise.resolve([]);
