import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

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
  (t) => [
    primaryKey({ columns: [t.metric, t.scope, t.scope_id, t.grain, t.bucket, t.kind] }),
    // By-project charts filtered by a status over every project: the buckets of the range first.
    index('dashboard_counts_bucket_idx').on(
      t.metric,
      t.scope,
      t.grain,
      t.kind,
      t.bucket,
      t.scope_id,
      t.n,
    ),
  ],
);
