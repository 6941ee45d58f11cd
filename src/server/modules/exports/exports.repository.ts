import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { exportJobs } from '../../db/schema';
import { EXPORT_RETENTION_DAYS, type ExportJobRow } from './exports.job-types.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a GraphQL ID can name a job at all (anything else would be a database error). */
export const isJobId = (id: string) => UUID.test(id);

const live = sql`now() - make_interval(days => ${EXPORT_RETENTION_DAYS})`;

export async function insertExportJob(
  db: DbOrTx,
  userId: number,
  type: string,
  params: Record<string, unknown>,
): Promise<ExportJobRow> {
  const [row] = await db.insert(exportJobs).values({ user_id: userId, type, params }).returning();
  if (!row) throw new Error('export_jobs insert returned nothing');
  return row;
}

/** A job of the retention window, whoever requested it, or null. */
export async function findLiveExportJob(db: DbOrTx, id: string): Promise<ExportJobRow | null> {
  if (!isJobId(id)) return null;
  const [row] = await db
    .select()
    .from(exportJobs)
    .where(and(eq(exportJobs.id, id.toLowerCase()), gt(exportJobs.created_at, live)));
  return row ?? null;
}

/** One of the user's jobs of the retention window, or null. */
export async function findUserExportJob(
  db: DbOrTx,
  userId: number,
  id: string,
): Promise<ExportJobRow | null> {
  const row = await findLiveExportJob(db, id);
  return row?.user_id === userId ? row : null;
}

/** The user's jobs of the retention window, newest first. */
export function listUserExportJobs(
  db: DbOrTx,
  userId: number,
  limit: number,
): Promise<ExportJobRow[]> {
  return db
    .select()
    .from(exportJobs)
    .where(and(eq(exportJobs.user_id, userId), gt(exportJobs.created_at, live)))
    .orderBy(desc(exportJobs.created_at), desc(exportJobs.id))
    .limit(limit);
}
