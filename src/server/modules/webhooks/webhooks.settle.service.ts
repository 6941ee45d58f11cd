import { writeAudit } from '../../audit/audit';
import type { Db, DbOrTx } from '../../db/client';
import {
  disableWebhook,
  failOpenDeliveries,
  insertRecord,
  markWebhookFailing,
  markWebhookHealthy,
  notifyAdmins,
  settleDelivered,
  settleDelivery,
  type WebhookDeliveryRow,
  type WebhookRecordInsert,
} from './webhooks.delivery.repository';
import { nextWaitMs, type AttemptOutcome } from './webhooks.outcome.service';
import type { WebhookRow } from './webhooks.repository';

/** A webhook failing without a single success for this long is disabled. */
export const FAILING_DISABLE_MS = 5 * 86_400_000;
export const FAILED_TITLE = 'Webhook con fallas';

export type SettledAttempt =
  { kind: 'skipped' } | (AttemptOutcome & { durationMs: number; random: () => number });

/** Disables the webhook with an audit row (no user: the runner decided) and closes its queue. */
export async function disableFailingWebhook(
  tx: DbOrTx,
  webhookId: number,
  reason: string,
): Promise<void> {
  if (!(await disableWebhook(tx, webhookId))) return;
  await writeAudit(tx, {
    userId: null,
    event: 'disabled',
    auditableType: 'Webhook',
    auditableId: webhookId,
    newValues: { disabled_at: new Date().toISOString(), reason },
  });
  await failOpenDeliveries(tx, webhookId);
}

/** The record of one attempt; `nextAttemptAt` is the retry it scheduled, if any. */
function recordOf(
  delivery: WebhookDeliveryRow,
  webhook: WebhookRow,
  result: Exclude<SettledAttempt, { kind: 'skipped' }>,
  nextAttemptAt: Date | null,
): WebhookRecordInsert {
  return {
    webhook_id: webhook.id,
    project_id: delivery.project_id,
    event_type: delivery.event_type,
    state: result.kind === 'delivered' ? 'delivered' : nextAttemptAt ? 'pending' : 'failed',
    status_code: result.statusCode,
    message: result.message,
    request_body: delivery.payload,
    response_body: result.responseBody,
    attempts: delivery.attempts,
    attempt: delivery.attempts,
    duration_ms: result.durationMs,
    next_attempt_at: nextAttemptAt,
    delivery_id: delivery.id,
  };
}

/**
 * Settles one attempt and writes its record in one transaction: the delivery is delivered,
 * scheduled again, or failed; a failure starts or extends the webhook's failing streak, which
 * disables it after five days; a 410 disables it at once; retries spent tell the Admins.
 * Nothing is written when the claim was lost meanwhile.
 */
export async function settleAttempt(
  db: Db,
  schedule: readonly number[],
  delivery: WebhookDeliveryRow,
  webhook: WebhookRow | null,
  result: SettledAttempt,
): Promise<void> {
  if (result.kind === 'skipped' || !webhook) {
    await settleDelivery(db, delivery, { status: 'failed' });
    return;
  }
  if (result.kind === 'delivered' && !webhook.failing_since) {
    // The common case, in one statement (a lost claim writes nothing).
    await settleDelivered(db, delivery, recordOf(delivery, webhook, result, null));
    return;
  }
  const wait =
    result.kind === 'retry'
      ? nextWaitMs(schedule, delivery.attempts, result.retryAfterMs, result.random)
      : null;
  await db
    .transaction(async (tx) => {
      const since = result.kind === 'delivered' ? null : await markWebhookFailing(tx, webhook.id);
      const disableReason =
        result.kind === 'gone'
          ? 'El receptor respondió 410 (Gone).'
          : since && Date.now() - since.getTime() >= FAILING_DISABLE_MS
            ? 'Falló durante 5 días sin una entrega.'
            : null;
      // A webhook being disabled gets no retry.
      const nextAttemptAt = wait === null || disableReason ? null : new Date(Date.now() + wait);
      const held = await settleDelivery(
        tx,
        delivery,
        result.kind === 'delivered'
          ? { status: 'delivered' }
          : nextAttemptAt
            ? { status: 'retrying', nextAttemptAt }
            : { status: 'failed' },
      );
      if (!held) throw new LostClaim();
      await insertRecord(tx, recordOf(delivery, webhook, result, nextAttemptAt));
      // A streak the runner saw open ends with this success (a streak started meanwhile by
      // another instance ends with that webhook's next success).
      if (result.kind === 'delivered') {
        if (webhook.failing_since) await markWebhookHealthy(tx, webhook.id);
      } else if (disableReason) {
        await disableFailingWebhook(tx, webhook.id, disableReason);
      } else if (result.kind === 'retry' && !nextAttemptAt) {
        await notifyAdmins(tx, {
          title: FAILED_TITLE,
          message: `El webhook «${webhook.name}» no pudo entregar ${delivery.event_type} después de ${delivery.attempts} intentos.`,
          url: `/projects/${webhook.project_id}/webhooks`,
        });
      }
    })
    .catch((error: unknown) => {
      // Another runner took the delivery over: its attempt is the one recorded.
      if (!(error instanceof LostClaim)) throw error;
    });
}

/** Rolls the settling transaction back when the claim was lost. */
class LostClaim extends Error {}
