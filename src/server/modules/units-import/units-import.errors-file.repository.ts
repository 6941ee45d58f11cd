import type { DbOrTx } from '../../db/client';
import { exportJobs } from '../../db/schema';

/** Records a stored errors copy as an export job; returns the row. */
export async function insertErrorsJob(db: DbOrTx, values: typeof exportJobs.$inferInsert) {
  const [job] = await db.insert(exportJobs).values(values).returning();
  return job;
}
