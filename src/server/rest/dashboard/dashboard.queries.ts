import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { intArray } from '../../modules/quotations/sales-filters';
import type { Block } from './dashboard.blocks';
import type { Segment } from './dashboard.dates';
import type { DashboardUnits } from './dashboard.scope';

// Every chart reads the rollups, never the raw tables: the by-date charts dashboard_counts
// (migration 0009: one row a day or month), the totals over a range (by project, the funnel)
// dashboard_block_counts (0017: a few aligned blocks a range). A read is a few index ranges
// whatever the number of records.

export type Metric = 'quotation' | 'booking_request' | 'promise_request' | 'contact' | 'prospect';
/** One kind (a status, a contact form, '*' = every status) or every pipeline stage. */
export type KindFilter = { kind: string } | 'stages';

/** db.execute answers { rows } on PGlite and an array on postgres-js. */
function rowsOf<T extends z.ZodTypeAny>(row: T, result: unknown): z.infer<T>[] {
  const parsed = z.union([z.array(row), z.object({ rows: z.array(row) })]).parse(result);
  return Array.isArray(parsed) ? parsed : parsed.rows;
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

const countRow = z.object({ bucket: z.string(), kind: z.string(), n: z.coerce.number() });
export type CountRow = z.infer<typeof countRow>;

/** Records per rollup bucket and kind of a metric over the segments, within the scope. */
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
  const result = await db.execute(sql`select r.bucket::text as bucket, r.kind, sum(r.n) as n
    from (${sql.join(branches, sql` union all `)}) r group by 1, 2`);
  return rowsOf(countRow, result);
}

/** The projects a scope covers, for the by-project charts. */
function projectsWhere(units: DashboardUnits): SQL {
  if (units.platform) return sql`true`;
  return sql`(p.real_state_agency_id = any(${intArray(units.agencyIds)}::int[])
    or p.id = any(${intArray(units.projectIds)}::int[]))`;
}

const projectRow = z.object({ id: z.number(), name: z.string(), n: z.coerce.number() });
export type ProjectCount = z.infer<typeof projectRow>;

/** One aligned block of one kind at one level: a single index range (key order of 0017). */
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
    select sp.id, sp.name, sum(r.n) as n
    from (${sql.join(branches, sql` union all `)}) r join sp on sp.id = r.scope_id
    group by sp.id, sp.name having sum(r.n) > 0
    order by 3 desc, 2, 1`);
  return rowsOf(projectRow, result);
}

const totalRow = z.object({ metric: z.string(), n: z.coerce.number() });

/** The total of each (metric, kind) over the blocks, within the scope: the funnel's steps. */
export async function blockTotals(
  db: Db,
  steps: readonly (readonly [Exclude<Metric, 'prospect'>, string])[],
  units: DashboardUnits,
  blocks: readonly Block[],
): Promise<Map<string, number>> {
  const levels = levelsOf(units, 'b');
  const branches = levels.flatMap((level) =>
    steps.flatMap(([metric, kind]) =>
      blocks.map(
        (block) => sql`select b.metric, b.n from dashboard_block_counts b
          where ${level} and ${blockWhere(metric, kind, block)}`,
      ),
    ),
  );
  const totals = new Map<string, number>(steps.map(([metric]) => [metric, 0]));
  if (!branches.length) return totals;
  const result = await db.execute(sql`select r.metric, sum(r.n) as n
    from (${sql.join(branches, sql` union all `)}) r group by 1`);
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
