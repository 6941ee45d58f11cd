import { date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

// The /home dashboard's rollups (migration 0009): counted by statement triggers in the same
// transaction as the rows they count, so a chart over ten million quotations reads a few hundred
// rollup rows instead of scanning them. `dashboard_rollups_rebuild()` recomputes both tables
// from the raw ones (after a bulk load with triggers off, and in the tests as the oracle).

/**
 * Records created per bucket (Chile calendar day or month) at three levels: the platform
 * (scope 'x', scope_id 0), an agency (scope 'a', by the project's CURRENT agency) and a project
 * (scope 'p'). metric: quotation | booking_request | promise_request | contact | prospect.
 * kind: the status (sales records), the form (contacts) or the current stage id (prospects);
 * the sales records also keep kind '*' = every status, so an unfiltered chart reads one row a
 * bucket. Rows whose count falls to zero are kept (n = 0).
 */
export const dashboardCounts = pgTable(
  'dashboard_counts',
  {
    metric: text('metric').notNull(),
    scope: text('scope').notNull(),
    scope_id: integer('scope_id').notNull(),
    /** 'd' (day) or 'm' (month, bucket = its first day). */
    grain: text('grain').notNull(),
    bucket: date('bucket').notNull(),
    kind: text('kind').notNull(),
    n: integer('n').notNull(),
  },
  // Migration 0019 puts n in the primary key's index (INCLUDE): a by-date chart's days of one
  // scope are one index-only range.
  (t) => [primaryKey({ columns: [t.metric, t.scope, t.scope_id, t.grain, t.bucket, t.kind] })],
);

/**
 * The same records (every metric but prospect) per aligned block of 2^grain Chile days, grain 0
 * to 10, the block starting on a multiple of its length counted from 1970-01-01 (migration 0019):
 * a total over every range is at most two blocks a grain (see rest/dashboard/dashboard.blocks.ts).
 * Keyed so that one block of one kind is one index range over every project: the by-project
 * charts and the funnel read a few hundred rows a block. The migration makes the text keys
 * COLLATE "C" and puts n in the primary key's index (INCLUDE), so the reads are index-only.
 */
export const dashboardBlockCounts = pgTable(
  'dashboard_block_counts',
  {
    metric: text('metric').notNull(),
    scope: text('scope').notNull(),
    kind: text('kind').notNull(),
    grain: smallint('grain').notNull(),
    bucket: date('bucket').notNull(),
    scope_id: integer('scope_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.metric, t.scope, t.kind, t.grain, t.bucket, t.scope_id] })],
);
