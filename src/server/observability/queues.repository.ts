import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

/** How much work waits in a queue, and how long the longest-waiting item has waited. */
export interface QueueDepth {
  depth: number;
  oldestSeconds: number;
}

const depthRow = z.object({ depth: z.coerce.number(), oldest: z.coerce.number() });

function firstRow(result: unknown): QueueDepth {
  const row = rowsOf(depthRow, result)[0] ?? { depth: 0, oldest: 0 };
  return { depth: row.depth, oldestSeconds: row.oldest };
}

/** Export jobs waiting for a runner (queued), and the age of the oldest. */
export async function exportQueueDepth(db: Db): Promise<QueueDepth> {
  return firstRow(
    await db.execute(sql`select count(*)::int as depth,
      coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest
      from export_jobs where status = 'queued'`),
  );
}

/** Webhook deliveries due now and not held by a runner, and how late the oldest is. */
export async function webhookQueueDepth(db: Db): Promise<QueueDepth> {
  return firstRow(
    await db.execute(sql`select count(*)::int as depth,
      coalesce(extract(epoch from now() - min(next_attempt_at)), 0)::float8 as oldest
      from webhook_deliveries
      where status in ('queued', 'retrying') and next_attempt_at <= now() and locked_at is null`),
  );
}
