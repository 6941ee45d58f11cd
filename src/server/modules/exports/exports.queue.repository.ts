import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { exportJobs } from '../../db/schema';
import { EXPORT_RETENTION_DAYS, type ExportJobRow } from './exports.job-types.service';

// The durable queue (ARCHITECTURE §4): a job is claimed by one statement that skips rows other
// instances hold, so any number of runners share the table. A claim is a lease: locked_at is
// renewed while the job runs, and a running job whose lease lapsed (its server died) is claimed
// again. Every later write names the attempt it belongs to, so a runner that lost its lease can
// no longer touch the row (the attempt number is the fencing token).

/** Claims the oldest runnable job, or returns null when there is none. */
export async function claimNextJob(db: DbOrTx, leaseMs: number): Promise<ExportJobRow | null> {
  const lease = sql`make_interval(secs => ${leaseMs / 1000})`;
  const next = sql`(select id from ${exportJobs}
    where status = 'queued' or (status = 'running' and locked_at < now() - ${lease})
    order by created_at, id
    for update skip locked
    limit 1)`;
  const [row] = await db
    .update(exportJobs)
    .set({
      status: 'running',
      attempts: sql`${exportJobs.attempts} + 1`,
      locked_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where(eq(exportJobs.id, next))
    .returning();
  return row ?? null;
}

/** The claim of this attempt, still held: the row is running and no other runner took it over. */
export const heldBy = (job: Pick<ExportJobRow, 'id' | 'attempts'>) =>
  and(
    eq(exportJobs.id, job.id),
    eq(exportJobs.attempts, job.attempts),
    eq(exportJobs.status, 'running'),
  );

/** Renews the lease (and records progress); false when the claim was lost. */
export async function renewClaim(
  db: DbOrTx,
  job: Pick<ExportJobRow, 'id' | 'attempts'>,
  progress?: number,
): Promise<boolean> {
  const rows = await db
    .update(exportJobs)
    .set({
      locked_at: sql`now()`,
      ...(progress === undefined ? {} : { progress, updated_at: sql`now()` }),
    })
    .where(heldBy(job))
    .returning({ id: exportJobs.id });
  return rows.length > 0;
}

export type Settlement =
  | { status: 'ready'; fileName: string; filePath: string }
  | { status: 'failed'; error: string }
  /** Back to the queue: a retry, or a graceful stop (which gives the attempt back). */
  | { status: 'queued'; refund: boolean };

/** Ends this attempt; null when the claim was lost meanwhile (the row is left alone). */
export async function settleJob(
  db: DbOrTx,
  job: Pick<ExportJobRow, 'id' | 'attempts'>,
  outcome: Settlement,
): Promise<ExportJobRow | null> {
  const common = { locked_at: null, updated_at: sql`now()` };
  const values =
    outcome.status === 'ready'
      ? {
          ...common,
          status: 'ready' as const,
          progress: 100,
          file_name: outcome.fileName,
          file_path: outcome.filePath,
          error: null,
        }
      : outcome.status === 'failed'
        ? { ...common, status: 'failed' as const, error: outcome.error }
        : {
            ...common,
            status: 'queued' as const,
            progress: 0,
            ...(outcome.refund ? { attempts: sql`${exportJobs.attempts} - 1` } : {}),
          };
  const [row] = await db.update(exportJobs).set(values).where(heldBy(job)).returning();
  return row ?? null;
}

/** Deletes the jobs past retention; returns their stored files for removal. */
export async function deleteExpiredJobs(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .delete(exportJobs)
    .where(lt(exportJobs.created_at, sql`now() - make_interval(days => ${EXPORT_RETENTION_DAYS})`))
    .returning({ path: exportJobs.file_path });
  return rows.flatMap((row) => (row.path ? [row.path] : []));
}
