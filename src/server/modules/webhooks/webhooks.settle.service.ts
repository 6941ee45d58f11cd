import { writeAudit } from '../../audit/audit';
import type { Db, DbOrTx } from '../../db/client';
import {
  disableWebhook,
  failOpenDeliveries,
  insertRecord,
  markWebhookFailing,
  markWebhookHealthy,
  notifyAdmins,
  settleDelivery,
  type WebhookDeliveryRow,
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
  const wait =
    result.kind === 'retry'
      ? nextWaitMs(schedule, delivery.attempts, result.retryAfterMs, result.random)
      : null;
  const nextAttemptAt = wait === null ? null : new Date(Date.now() + wait);
  await db.transaction(async (tx) => {
    const status =
      result.kind === 'delivered' ? 'delivered' : nextAttemptAt ? 'retrying' : 'failed';
    const held = await settleDelivery(
      tx,
      delivery,
      status === 'retrying' && nextAttemptAt
        ? { status, nextAttemptAt }
        : { status: status === 'delivered' ? 'delivered' : 'failed' },
    );
    if (!held) return;
    await insertRecord(tx, {
      webhook_id: webhook.id,
      project_id: delivery.project_id,
      event_type: delivery.event_type,
      state: status === 'delivered' ? 'delivered' : status === 'retrying' ? 'pending' : 'failed',
      status_code: result.statusCode,
      message: result.message,
      request_body: delivery.payload,
      response_body: result.responseBody,
      attempts: delivery.attempts,
      attempt: delivery.attempts,
      duration_ms: result.durationMs,
      next_attempt_at: nextAttemptAt,
      delivery_id: delivery.id,
    });
    if (status === 'delivered') {
      await markWebhookHealthy(tx, webhook.id);
      return;
    }
    const since = await markWebhookFailing(tx, webhook.id);
    if (result.kind === 'gone') {
      await disableFailingWebhook(tx, webhook.id, 'El receptor respondió 410 (Gone).');
      return;
    }
    if (since && Date.now() - since.getTime() >= FAILING_DISABLE_MS) {
      await disableFailingWebhook(tx, webhook.id, 'Falló durante 5 días sin una entrega.');
    }
    if (result.kind === 'retry' && status === 'failed') {
      await notifyAdmins(tx, {
        title: FAILED_TITLE,
        message: `El webhook «${webhook.name}» no pudo entregar ${delivery.event_type} después de ${delivery.attempts} intentos.`,
        url: `/projects/${webhook.project_id}/webhooks`,
      });
    }
  });
}
