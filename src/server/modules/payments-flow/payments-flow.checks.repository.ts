import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { flowChecks } from '../../db/schema';

// The durable queue of status checks still to make with Flow (migration 0029): one row per
// payment, claimed with FOR UPDATE SKIP LOCKED and a lease like the webhook deliveries.

export type FlowCheckRow = typeof flowChecks.$inferSelect;

/** Opens (or reopens) the check of a payment, due after `delayMs`; an open one keeps its time. */
export async function queueCheck(db: DbOrTx, paymentId: number, delayMs: number): Promise<void> {
  const due = sql`now() + make_interval(secs => ${delayMs / 1000})`;
  await db
    .insert(flowChecks)
    .values({ payment_id: paymentId, next_attempt_at: due })
    .onConflictDoUpdate({
      target: flowChecks.payment_id,
      set: { status: 'queued', next_attempt_at: due, updated_at: sql`now()` },
      setWhere: sql`${flowChecks.status} <> 'queued'`,
    });
}

/** Claims the oldest due check no other runner holds (its lease is `leaseMs`), or null. */
export async function claimCheck(db: DbOrTx, leaseMs: number): Promise<FlowCheckRow | null> {
  const lease = sql`make_interval(secs => ${leaseMs / 1000})`;
  const next = sql`(select c.id from ${flowChecks} c
    where c.status = 'queued' and c.next_attempt_at <= now()
      and (c.locked_at is null or c.locked_at < now() - ${lease})
    order by c.next_attempt_at, c.id
    for update skip locked
    limit 1)`;
  const [row] = await db
    .update(flowChecks)
    .set({
      attempts: sql`${flowChecks.attempts} + 1`,
      locked_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where(eq(flowChecks.id, next))
    .returning();
  return row ?? null;
}

/** Ends the check of a payment (whoever made the call that settled it). */
export async function closeCheck(db: DbOrTx, paymentId: number): Promise<void> {
  await db
    .update(flowChecks)
    .set({ status: 'done', locked_at: null, last_error: null, updated_at: sql`now()` })
    .where(eq(flowChecks.payment_id, paymentId));
}

/** Another try later, or none (`failed`); returns the attempts made so far. */
export async function postponeCheck(
  db: DbOrTx,
  paymentId: number,
  error: string,
  retryInMs: number | null,
): Promise<number> {
  const [row] = await db
    .update(flowChecks)
    .set({
      status: retryInMs === null ? 'failed' : 'queued',
      locked_at: null,
      last_error: error,
      updated_at: sql`now()`,
      ...(retryInMs === null
        ? {}
        : { next_attempt_at: sql`now() + make_interval(secs => ${retryInMs / 1000})` }),
    })
    .where(eq(flowChecks.payment_id, paymentId))
    .returning({ attempts: flowChecks.attempts });
  return row?.attempts ?? 0;
}

export async function findCheck(db: DbOrTx, paymentId: number) {
  const [row] = await db.select().from(flowChecks).where(eq(flowChecks.payment_id, paymentId));
  return row ?? null;
}
