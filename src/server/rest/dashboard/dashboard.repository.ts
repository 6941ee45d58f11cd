import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { projects, realStateAgencies } from '../../db/schema';
import { intArray } from '../../modules/quotations/quotations.sales-filters.service';
import type { Block } from './dashboard.blocks';
import { isoOfDay, type Segment } from './dashboard.dates';
import type { DashboardUnits } from './dashboard.scope';

// Every chart reads the rollups, never the raw tables: the by-date charts dashboard_counts
// (migration 0009: one row a day or month), the totals over a range (by project, the funnel)
// dashboard_block_counts (0019: a few aligned blocks a range). A read is a few index ranges
// whatever the number of records.

export type Metric = 'quotation' | 'booking_request' | 'promise_request' | 'contact' | 'prospect';
/** One kind (a status, a contact form, '*' = every status) or every pipeline stage. */
export type KindFilter = { kind: string } | 'stages';

/**
 * A query's rows as one JSON text (`json_agg(json_build_array(...))::text AS rows`): PGlite
 * decodes each result row in JavaScript, which costs more there than one JSON.parse of the same
 * rows.
 */
function jsonRowsOf<T extends z.ZodTypeAny>(tuple: T, result: unknown): z.infer<T>[] {
  const [row] = rowsOf(z.object({ rows: z.string().nullable() }), result);
  return z.array(tuple).parse(JSON.parse(row?.rows ?? '[]'));
}

/** The levels a scope reads: one condition per level, each an index range of its own. */
function levelsOf(units: DashboardUnits, alias: 'b' | 'c' = 'c'): SQL[] {
  const t = sql.raw(alias);
  if (units.platform) return [sql`${t}.scope = 'x' and ${t}.scope_id = 0`];
  const levels: SQL[] = [];
  if (units.agencyIds.length) {
    levels.push(sql`${t}.scope = 'a' and ${t}.scope_id = any(${intArray(units.agencyIds)}::int[])`);
  }
  if (units.projectIds.length) {
    levels.push(
      sql`${t}.scope = 'p' and ${t}.scope_id = any(${intArray(units.projectIds)}::int[])`,
    );
  }
  return levels;
}

const kindWhere = (kind: KindFilter) =>
  kind === 'stages' ? sql`c.kind <> '*'` : sql`c.kind = ${kind.kind}`;

const bucketWhere = (segment: Segment) =>
  sql`c.grain = ${segment.grain} and c.bucket between ${segment.from}::date and ${segment.to}::date`;

export type CountRow = { bucket: string; kind: string; n: number };

const countLine = /^(-?\d+) (-?\d+) (.+)$/;

/** One rollup row of countsOf's text: day number (from 1970-01-01), count, kind. */
function countRowOf(line: string): CountRow {
  const [, day, n, kind] = countLine.exec(line) ?? [];
  if (day === undefined || n === undefined || kind === undefined) {
    throw new Error(`dashboard_counts: unexpected row ${JSON.stringify(line)}`);
  }
  return { bucket: isoOfDay(Number(day)), kind, n: Number(n) };
}

/**
 * Records per rollup bucket and kind of a metric over the segments, within the scope; a bucket
 * and kind read at two levels (an agency and a project outside it) comes twice, and the caller
 * adds them. The rows come as one text, a line each (PGlite decodes each result row in
 * JavaScript, and a year of days by stage decodes faster as one text than as rows); kinds are
 * status, form or stage codes, never with a line break.
 */
export async function countsOf(
  db: Db,
  metric: Metric,
  units: DashboardUnits,
  segments: readonly Segment[],
  kind: KindFilter,
): Promise<CountRow[]> {
  const branches = levelsOf(units).flatMap((level) =>
    segments.map(
      (segment) => sql`select c.bucket, c.kind, c.n from dashboard_counts c
        where c.metric = ${metric} and ${level} and ${bucketWhere(segment)} and ${kindWhere(kind)}`,
    ),
  );
  if (!branches.length) return [];
  const result = await db.execute(sql`select string_agg((r.bucket - date '1970-01-01') || ' '
      || r.n || ' ' || r.kind, chr(10)) as rows
    from (${sql.join(branches, sql` union all `)}) r`);
  const [row] = rowsOf(z.object({ rows: z.string().nullable() }), result);
  return row?.rows ? row.rows.split('\n').map(countRowOf) : [];
}

/** The projects a scope covers, for the by-project charts. */
function projectsWhere(units: DashboardUnits): SQL {
  if (units.platform) return sql`true`;
  return sql`(p.real_state_agency_id = any(${intArray(units.agencyIds)}::int[])
    or p.id = any(${intArray(units.projectIds)}::int[]))`;
}

const projectRow = z.tuple([z.number(), z.string(), z.number()]);
export type ProjectCount = { id: number; name: string; n: number };

/** One aligned block of one kind at one level: a single index range (key order of 0019). */
const blockWhere = (metric: Metric, kind: string, block: Block) =>
  sql`b.metric = ${metric} and b.kind = ${kind} and b.grain = ${block.grain}
    and b.bucket = ${block.from}::date`;

/** One kind ('*' = every status) per project, from the blocks covering the range. */
export async function projectKindCounts(
  db: Db,
  metric: Exclude<Metric, 'prospect'>,
  units: DashboardUnits,
  blocks: readonly Block[],
  kind: string,
): Promise<ProjectCount[]> {
  // Only listed projects: their own entries of each block, not every project's.
  const listed =
    !units.platform && !units.agencyIds.length
      ? sql` and b.scope_id = any(${intArray(units.projectIds)}::int[])`
      : sql``;
  const branches = blocks.map(
    (block) => sql`select b.scope_id, b.n from dashboard_block_counts b
      where b.scope = 'p' and ${blockWhere(metric, kind, block)}${listed}`,
  );
  if (!branches.length) return [];
  const result = await db.execute(sql`with sp as (
      select p.id, p.name from projects p where ${projectsWhere(units)}
    )
    select json_agg(json_build_array(g.id, g.name, g.n) order by g.n desc, g.name, g.id)::text
      as rows
    from (select sp.id, sp.name, sum(r.n) as n
      from (${sql.join(branches, sql` union all `)}) r join sp on sp.id = r.scope_id
      group by sp.id, sp.name having sum(r.n) > 0) g`);
  return jsonRowsOf(projectRow, result).map(([id, name, n]) => ({ id, name, n }));
}

const totalRow = z.object({ metric: z.string(), n: z.coerce.number() });

/**
 * The total of each (metric, kind) over the blocks, within the scope: the funnel's steps. One
 * branch a level and block reads every step's metrics and kinds (the index descends once for
 * each pair); the pairs that are not steps are dropped after.
 */
export async function blockTotals(
  db: Db,
  steps: readonly (readonly [Exclude<Metric, 'prospect'>, string])[],
  units: DashboardUnits,
  blocks: readonly Block[],
): Promise<Map<string, number>> {
  const metrics = `{${[...new Set(steps.map(([metric]) => metric))].join(',')}}`;
  const kinds = `{${[...new Set(steps.map(([, kind]) => `"${kind}"`))].join(',')}}`;
  const branches = levelsOf(units, 'b').flatMap((level) =>
    blocks.map(
      (block) => sql`select b.metric, b.kind, b.n from dashboard_block_counts b
        where b.metric = any(${metrics}::text[]) and ${level} and b.kind = any(${kinds}::text[])
        and b.grain = ${block.grain} and b.bucket = ${block.from}::date`,
    ),
  );
  const totals = new Map<string, number>(steps.map(([metric]) => [metric, 0]));
  if (!branches.length) return totals;
  const pairs = sql.join(
    steps.map(([metric, kind]) => sql`(${metric}, ${kind})`),
    sql`, `,
  );
  const result = await db.execute(sql`select r.metric, sum(r.n) as n
    from (${sql.join(branches, sql` union all `)}) r
    where (r.metric, r.kind) in (${pairs}) group by 1`);
  for (const row of rowsOf(totalRow, result)) totals.set(row.metric, row.n);
  return totals;
}

const stageRow = z.object({ id: z.number(), name: z.string() });

/** The pipeline's stages in board order: businessByDate draws one series each. */
export async function pipelineStagesInOrder(db: Db) {
  const result = await db.execute(sql`select s.id, s.name from pipeline_stages s
    order by s.pipeline_id, s."order", s.id`);
  return rowsOf(stageRow, result);
}

/**
 * Recomputes the dashboard's rollups (migrations 0009 and 0019) from the raw tables, with the
 * database's own function.
 */
export async function runRollupsRebuild(db: DbOrTx): Promise<void> {
  await db.execute(sql`select dashboard_rollups_rebuild()`);
}

/** The agency `id`, if it exists. */
export async function findAgency(db: Db, id: number) {
  const [agency] = await db
    .select({ id: realStateAgencies.id })
    .from(realStateAgencies)
    .where(eq(realStateAgencies.id, id));
  return agency;
}

/** Project `id` with its agency and whether it was removed, if it exists. */
export async function findProjectOwner(db: Db, id: number) {
  const [project] = await db
    .select({
      id: projects.id,
      real_state_agency_id: projects.real_state_agency_id,
      deleted_at: projects.deleted_at,
    })
    .from(projects)
    .where(eq(projects.id, id));
  return project;
}

/** Projects `ids` with their agencies. */
export function findProjectAgencies(db: Db, ids: number[]) {
  return db
    .select({ id: projects.id, agency: projects.real_state_agency_id })
    .from(projects)
    .where(inArray(projects.id, ids));
}
