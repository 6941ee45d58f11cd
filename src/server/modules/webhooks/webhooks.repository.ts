import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { webhookRecords, webhooks } from '../../db/schema';

export type WebhookRow = typeof webhooks.$inferSelect;
export type WebhookRecordRow = typeof webhookRecords.$inferSelect;
export type WebhookColumns = Pick<WebhookRow, 'name' | 'description' | 'event_type' | 'url'>;

/** The SDL's "latest 200 delivery attempts". */
export const RECORDS_LIMIT = 200;

export function listWebhooks(db: DbOrTx, projectId: number) {
  return db
    .select()
    .from(webhooks)
    .where(eq(webhooks.project_id, projectId))
    .orderBy(asc(webhooks.name), asc(webhooks.id));
}

export async function findWebhook(db: DbOrTx, id: number, lock = false) {
  const query = db.select().from(webhooks).where(eq(webhooks.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The webhooks of `ids`, by id. */
export async function findWebhooks(db: DbOrTx, ids: readonly number[]) {
  const rows = ids.length ? await db.select().from(webhooks).where(inArray(webhooks.id, [...ids])) : []; // prettier-ignore
  return new Map(rows.map((row) => [row.id, row]));
}

/** Newest first; the id breaks ties of attempts stored in the same instant. */
export function listRecords(db: DbOrTx, projectId: number) {
  return db
    .select()
    .from(webhookRecords)
    .where(eq(webhookRecords.project_id, projectId))
    .orderBy(desc(webhookRecords.created_at), desc(webhookRecords.id))
    .limit(RECORDS_LIMIT);
}

export async function insertWebhook(tx: DbOrTx, projectId: number, values: WebhookColumns) {
  const [row] = await tx
    .insert(webhooks)
    .values({ ...values, project_id: projectId })
    .returning();
  if (!row) throw new Error('insert webhooks returned nothing');
  return row;
}

export async function updateWebhook(tx: DbOrTx, id: number, values: WebhookColumns) {
  const [row] = await tx
    .update(webhooks)
    .set({ ...values, updated_at: new Date() })
    .where(eq(webhooks.id, id))
    .returning();
  if (!row) throw new Error('update webhooks returned nothing');
  return row;
}

/** Its delivery records go with it (ON DELETE CASCADE); audit rows are never deleted. */
export async function deleteWebhook(tx: DbOrTx, id: number, projectId: number) {
  await tx.delete(webhooks).where(and(eq(webhooks.id, id), eq(webhooks.project_id, projectId)));
}
