import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { intArray } from '../../modules/quotations/sales-filters';
import type { Segment } from './dashboard.dates';
import type { DashboardUnits } from './dashboard.scope';

// Every chart reads the rollups of migration 0009 (dashboard_counts),
// never the raw tables: a range is a few index range scans whatever the number of records.

export type Metric = 'quotation' | 'booking_request' | 'promise_request' | 'contact' | 'prospect';
/** One kind (a status, a contact form, '*' = every status) or every pipeline stage. */
export type KindFilter = { kind: string } | 'stages';

/** db.execute answers { rows } on PGlite and an array on postgres-js. */
function rowsOf<T extends z.ZodTypeAny>(row: T, result: unknown): z.infer<T>[] {
  const parsed = z.union([z.array(row), z.object({ rows: z.array(row) })]).parse(result);
  return Array.isArray(parsed) ? parsed : parsed.rows;
}

/** The levels a scope reads: one condition per level, each an index range of its own. */
function levelsOf(units: DashboardUnits): SQL[] {
  if (units.platform) return [sql`c.scope = 'x' and c.scope_id = 0`];
  const levels: SQL[] = [];
  if (units.agencyIds.length) {
    levels.push(sql`c.scope = 'a' and c.scope_id = any(${intArray(units.agencyIds)}::int[])`);
  }
  if (units.projectIds.length) {
    levels.push(sql`c.scope = 'p' and c.scope_id = any(${intArray(units.projectIds)}::int[])`);
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

/** One kind ('*' = every status) per project: whole months from the monthly rows, the ends by day. */
export async function projectKindCounts(
  db: Db,
  metric: Metric,
  units: DashboardUnits,
  segments: readonly Segment[],
  kind: string,
): Promise<ProjectCount[]> {
  const inScope = units.platform ? sql`true` : sql`c.scope_id in (select id from sp)`;
  const branches = segments.map(
    (segment) => sql`select c.scope_id, c.n from dashboard_counts c
      where c.metric = ${metric} and c.scope = 'p' and ${bucketWhere(segment)}
      and c.kind = ${kind} and ${inScope}`,
  );
  const result = await db.execute(sql`with sp as (
      select p.id, p.name from projects p where ${projectsWhere(units)}
    )
    select sp.id, sp.name, sum(r.n) as n
    from (${sql.join(branches, sql` union all `)}) r join sp on sp.id = r.scope_id
    group by sp.id, sp.name having sum(r.n) > 0
    order by 3 desc, 2, 1`);
  return rowsOf(projectRow, result);
}

const stageRow = z.object({ id: z.number(), name: z.string() });

/** The pipeline's stages in board order: businessByDate draws one series each. */
export async function pipelineStagesInOrder(db: Db) {
  const result = await db.execute(sql`select s.id, s.name from pipeline_stages s
    order by s.pipeline_id, s."order", s.id`);
  return rowsOf(stageRow, result);
}
