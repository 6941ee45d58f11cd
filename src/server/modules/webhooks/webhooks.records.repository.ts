import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { webhookRecords } from '../../db/schema';

export async function findRecord(db: DbOrTx, id: number) {
  const [row] = await db.select().from(webhookRecords).where(eq(webhookRecords.id, id));
  return row ?? null;
}
