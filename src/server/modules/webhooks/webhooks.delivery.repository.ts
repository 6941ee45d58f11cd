import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { webhookDeliveries, webhookRecords, webhooks } from '../../db/schema';

// The outbox as a durable queue, like the exports queue: a delivery is claimed by one statement
// that skips rows other instances hold; the claim is a lease (locked_at), and every later write
// names the attempt it belongs to, so a runner that lost its lease can no longer settle the row.

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookRecordInsert = typeof webhookRecords.$inferInsert;

/**
 * Claims up to `limit` of the oldest due deliveries, at most as many of one webhook as it has
 * free of its `perWebhook` slots in flight (so one slow receiver cannot take every slot); none
 * when nothing is due. Each webhook's due rows are read through (webhook_id, next_attempt_at, id)
 * and its rows in flight through (webhook_id, locked_at), so a claim costs the number of
 * webhooks, not the length of a backlog, whatever the planner's statistics say.
 */
export async function claimDeliveries(
  db: DbOrTx,
  leaseMs: number,
  perWebhook: number,
  limit: number,
): Promise<WebhookDeliveryRow[]> {
  const lease = sql`make_interval(secs => ${leaseMs / 1000})`;
  const picked = sql`(select d.id from (
      select w.id, ${perWebhook}::int - (select count(*) from ${webhookDeliveries} b
        where b.webhook_id = w.id and b.locked_at >= now() - ${lease})::int as slots
      from ${webhooks} w) f
    cross join lateral (
      select d.id, d.next_attempt_at from ${webhookDeliveries} d
      where d.webhook_id = f.id and d.status in ('queued', 'retrying')
        and d.next_attempt_at <= now()
        and (d.locked_at is null or d.locked_at < now() - ${lease})
      order by d.next_attempt_at, d.id
      limit greatest(f.slots, 0)
      for update skip locked) d
    where f.slots > 0
    order by d.next_attempt_at, d.id
    limit ${limit})`;
  return db
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      locked_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where(sql`${webhookDeliveries.id} in ${picked}`)
    .returning();
}

/** Claims the oldest due delivery (see claimDeliveries), or null. */
export async function claimDelivery(
  db: DbOrTx,
  leaseMs: number,
  perWebhook: number,
): Promise<WebhookDeliveryRow | null> {
  const [row] = await claimDeliveries(db, leaseMs, perWebhook, 1);
  return row ?? null;
}

/** The claim of this attempt, still held. */
const heldBy = (d: Pick<WebhookDeliveryRow, 'id' | 'attempts'>) =>
  and(
    eq(webhookDeliveries.id, d.id),
    eq(webhookDeliveries.attempts, d.attempts),
    isNotNull(webhookDeliveries.locked_at),
  );

export type DeliverySettlement =
  { status: 'delivered' | 'failed' } | { status: 'retrying'; nextAttemptAt: Date };

/** Ends this attempt; false when the claim was lost meanwhile (nothing written). */
export async function settleDelivery(
  tx: DbOrTx,
  d: Pick<WebhookDeliveryRow, 'id' | 'attempts'>,
  outcome: DeliverySettlement,
): Promise<boolean> {
  const rows = await tx
    .update(webhookDeliveries)
    .set({
      status: outcome.status,
      locked_at: null,
      updated_at: sql`now()`,
      ...(outcome.status === 'retrying' ? { next_attempt_at: outcome.nextAttemptAt } : {}),
    })
    .where(heldBy(d))
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}

/**
 * Gives a claim back untried (the server is stopping): due now, its attempt not counted, so
 * another instance sends it at once. Nothing is written when the claim was lost meanwhile.
 */
export async function releaseDelivery(
  db: DbOrTx,
  d: Pick<WebhookDeliveryRow, 'id' | 'attempts'>,
): Promise<boolean> {
  const rows = await db
    .update(webhookDeliveries)
    .set({
      locked_at: null,
      attempts: sql`${webhookDeliveries.attempts} - 1`,
      next_attempt_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where(heldBy(d))
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}

export async function insertRecord(tx: DbOrTx, values: WebhookRecordInsert): Promise<void> {
  await tx.insert(webhookRecords).values(values);
}

/**
 * A successful attempt in one statement: the delivery is delivered and its record written, or,
 * when the claim was lost meanwhile, nothing (false).
 */
export async function settleDelivered(
  db: DbOrTx,
  d: Pick<WebhookDeliveryRow, 'id' | 'attempts'>,
  record: WebhookRecordInsert,
): Promise<boolean> {
  const r = record;
  const rows = await db.execute(sql`with settled as (
      update ${webhookDeliveries} set status = 'delivered', locked_at = null, updated_at = now()
      where ${heldBy(d)} returning id)
    insert into ${webhookRecords} (webhook_id, project_id, event_type, state, status_code, message,
      request_body, response_body, attempts, attempt, duration_ms, next_attempt_at, delivery_id)
    select ${r.webhook_id}, ${r.project_id}, ${r.event_type}, ${r.state}, ${r.status_code ?? null},
      ${r.message ?? null}, ${JSON.stringify(r.request_body)}::jsonb, ${r.response_body ?? null},
      ${r.attempts ?? 0}, ${r.attempt ?? null}, ${r.duration_ms ?? null}, null, settled.id
    from settled returning id`);
  return rowsOf(z.object({ id: z.coerce.number() }), rows).length > 0;
}

export async function findDelivery(db: DbOrTx, id: number) {
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return row ?? null;
}

/** Queues a delivery written by the server (a ping, or a redelivery of a record without one). */
export async function insertDelivery(
  tx: DbOrTx,
  values: Pick<
    WebhookDeliveryRow,
    'webhook_id' | 'project_id' | 'event_type' | 'message_id' | 'payload'
  >,
): Promise<WebhookDeliveryRow> {
  const [row] = await tx.insert(webhookDeliveries).values(values).returning();
  if (!row) throw new Error('insert webhook_deliveries returned nothing');
  return row;
}

/**
 * Sends a delivery again with the same message id: back to the queue, due now. A delivery in
 * flight keeps its lease and is only made due again.
 */
export async function requeueDelivery(tx: DbOrTx, id: number): Promise<void> {
  await tx
    .update(webhookDeliveries)
    .set({ status: 'queued', next_attempt_at: sql`now()`, updated_at: sql`now()` })
    .where(eq(webhookDeliveries.id, id));
}

/** A success ends the failing streak. */
export async function markWebhookHealthy(tx: DbOrTx, webhookId: number): Promise<void> {
  await tx
    .update(webhooks)
    .set({ failing_since: null })
    .where(and(eq(webhooks.id, webhookId), isNotNull(webhooks.failing_since)));
}

/** Starts the failing streak (kept when it already runs); returns when it started. */
export async function markWebhookFailing(tx: DbOrTx, webhookId: number): Promise<Date | null> {
  const [row] = await tx
    .update(webhooks)
    .set({ failing_since: sql`coalesce(${webhooks.failing_since}, now())` })
    .where(eq(webhooks.id, webhookId))
    .returning({ since: webhooks.failing_since });
  return row?.since ?? null;
}

/** Disables an enabled webhook; false when it already was. */
export async function disableWebhook(tx: DbOrTx, webhookId: number): Promise<boolean> {
  const rows = await tx
    .update(webhooks)
    .set({ disabled_at: sql`now()`, updated_at: sql`now()` })
    .where(and(eq(webhooks.id, webhookId), isNull(webhooks.disabled_at)))
    .returning({ id: webhooks.id });
  return rows.length > 0;
}

/** Re-enables a webhook with a clean streak; false when it was not disabled. */
export async function enableWebhook(tx: DbOrTx, webhookId: number): Promise<boolean> {
  const rows = await tx
    .update(webhooks)
    .set({ disabled_at: null, failing_since: null, updated_at: sql`now()` })
    .where(and(eq(webhooks.id, webhookId), isNotNull(webhooks.disabled_at)))
    .returning({ id: webhooks.id });
  return rows.length > 0;
}

/** Open deliveries of a disabled webhook are closed as failed (they would never be sent). */
export async function failOpenDeliveries(tx: DbOrTx, webhookId: number): Promise<void> {
  await tx
    .update(webhookDeliveries)
    .set({ status: 'failed', locked_at: null, updated_at: sql`now()` })
    .where(
      and(
        eq(webhookDeliveries.webhook_id, webhookId),
        or(eq(webhookDeliveries.status, 'queued'), eq(webhookDeliveries.status, 'retrying')),
        isNull(webhookDeliveries.locked_at),
      ),
    );
}

/**
 * Tells the platform's Admins (the active users whose effective role is Admin, as the viewer
 * reads it) through the notification function of migration 0010, which also announces it.
 */
export async function notifyAdmins(
  tx: DbOrTx,
  notice: { title: string; message: string; url: string },
): Promise<void> {
  await tx.execute(sql`select notification_deliver(${notice.title}, ${notice.message},
    ${notice.url}, array(
      select u.id from users u
      where u.status and (select r.name from user_roles ur join roles r on r.id = ur.role_id
                          where ur.user_id = u.id order by ur.position, ur.role_id limit 1) = 'Admin'
      order by u.id)::integer[])`);
}
