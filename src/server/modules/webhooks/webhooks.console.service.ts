import { randomUUID } from 'node:crypto';
import { writeAudit } from '../../audit/audit';
import type { Config } from '../../config';
import type { GraphQLContext } from '../../context';
import { appError, fieldError, parseId, requireViewer } from '../../kernel';
import { requireProject } from '../projects';
import {
  enableWebhook,
  findDelivery,
  insertDelivery,
  requeueDelivery,
} from './webhooks.delivery.repository';
import { findRecord } from './webhooks.records.repository';
import { findWebhook, type WebhookRow } from './webhooks.repository';
import { WEBHOOK_QUEUED_TOPIC } from './webhooks.runner.service';
import { rotateSecret } from './webhooks.secrets.service';
import {
  resolveWebhookTarget,
  systemResolver,
  WebhookTargetError,
  type Resolver,
} from './webhooks.ssrf.service';

// The delivery console's actions (issue 30): rotate the secret, redeliver a record, send a ping,
// re-enable. Each checks the project against the viewer's scope and writes one audit row.

const webhookNotFound = 'El webhook no existe.';
const recordNotFound = 'El registro de entrega no existe.';
const SAVE_LOOKUP_MS = 3_000;
const disabledMessage = 'El webhook está desactivado: actívalo antes de enviar.';

/** activo | con_fallas | desactivado, as the console shows it. */
export function webhookStatus(row: Pick<WebhookRow, 'disabled_at' | 'failing_since'>): string {
  if (row.disabled_at) return 'desactivado';
  return row.failing_since ? 'con_fallas' : 'activo';
}

/** A message id as Standard Webhooks suggests: `msg_` and a unique token. */
export const newMessageId = () => `msg_${randomUUID().replaceAll('-', '')}`;

/**
 * The save-time check of a webhook URL: refused when its text, or one of the addresses its host
 * resolves to, is private or reserved. A name that does not resolve yet is accepted; the
 * delivery-time guard decides for real at every attempt.
 */
export async function checkWebhookUrl(
  config: Config,
  url: string,
  resolver: Resolver = systemResolver,
): Promise<void> {
  // A slow resolver must not hold the save: past the bound the name counts as unresolved.
  const bounded: Resolver = (host) =>
    Promise.race([
      resolver(host),
      new Promise<never>((_resolve, reject) => {
        setTimeout(() => reject(new Error('lookup timeout')), SAVE_LOOKUP_MS).unref();
      }),
    ]);
  try {
    await resolveWebhookTarget(url, bounded, config.webhooksAllowedHosts);
  } catch (error) {
    if (!(error instanceof WebhookTargetError)) throw error;
    if (error.retryable) return;
    throw fieldError('url', error.message);
  }
}

async function requireWebhook(ctx: GraphQLContext, id: string) {
  const row = await findWebhook(ctx.db, parseId(id, webhookNotFound));
  if (!row) throw appError('NOT_FOUND', webhookNotFound);
  await requireProject(ctx, ctx.db, row.project_id);
  return row;
}

async function wake(ctx: GraphQLContext): Promise<void> {
  await ctx.bus.publish(WEBHOOK_QUEUED_TOPIC, null).catch(() => undefined);
}

export async function rotateWebhookSecret(ctx: GraphQLContext, id: string) {
  const viewer = requireViewer(ctx);
  const found = await requireWebhook(ctx, id);
  return ctx.db.transaction(async (tx) => {
    await rotateSecret(tx, ctx.config, found.id);
    await writeAudit(tx, {
      userId: viewer.id,
      event: 'secret_rotated',
      auditableType: 'Webhook',
      auditableId: found.id,
      // Secrets never go into audits; the grace period does.
      newValues: { previous_secret_valid_hours: 24 },
      ip: ctx.ip,
    });
    const row = await findWebhook(tx, found.id);
    if (!row) throw appError('NOT_FOUND', webhookNotFound);
    return row;
  });
}

export async function redeliverWebhookRecord(ctx: GraphQLContext, id: string) {
  const viewer = requireViewer(ctx);
  const record = await findRecord(ctx.db, parseId(id, recordNotFound));
  if (!record) throw appError('NOT_FOUND', recordNotFound);
  await requireProject(ctx, ctx.db, record.project_id);
  const webhook = await findWebhook(ctx.db, record.webhook_id);
  if (!webhook) throw appError('NOT_FOUND', webhookNotFound);
  if (webhook.disabled_at) throw appError('CONFLICT', disabledMessage);
  const delivery = await ctx.db.transaction(async (tx) => {
    const existing = record.delivery_id ? await findDelivery(tx, record.delivery_id) : null;
    // Records older than the outbox have no delivery: a new one carries what they sent.
    const target =
      existing ??
      (await insertDelivery(tx, {
        webhook_id: webhook.id,
        project_id: webhook.project_id,
        event_type: record.event_type,
        message_id: newMessageId(),
        payload: record.request_body,
      }));
    if (existing) await requeueDelivery(tx, existing.id);
    await writeAudit(tx, {
      userId: viewer.id,
      event: 'redelivered',
      auditableType: 'Webhook',
      auditableId: webhook.id,
      newValues: { record_id: record.id, webhook_message_id: target.message_id },
      ip: ctx.ip,
    });
    return target;
  });
  await wake(ctx);
  return { ...record, delivery_id: delivery.id };
}

export async function sendWebhookPing(ctx: GraphQLContext, id: string) {
  const viewer = requireViewer(ctx);
  const webhook = await requireWebhook(ctx, id);
  if (webhook.disabled_at) throw appError('CONFLICT', disabledMessage);
  await ctx.db.transaction(async (tx) => {
    const delivery = await insertDelivery(tx, {
      webhook_id: webhook.id,
      project_id: webhook.project_id,
      event_type: 'ping',
      message_id: newMessageId(),
      payload: {
        type: 'ping',
        timestamp: new Date().toISOString(),
        data: { webhook_id: webhook.id, project_id: webhook.project_id },
      },
    });
    await writeAudit(tx, {
      userId: viewer.id,
      event: 'ping',
      auditableType: 'Webhook',
      auditableId: webhook.id,
      newValues: { webhook_message_id: delivery.message_id },
      ip: ctx.ip,
    });
  });
  await wake(ctx);
  return webhook;
}

export async function enableProjectWebhook(ctx: GraphQLContext, id: string) {
  const viewer = requireViewer(ctx);
  const found = await requireWebhook(ctx, id);
  return ctx.db.transaction(async (tx) => {
    if (await enableWebhook(tx, found.id)) {
      await writeAudit(tx, {
        userId: viewer.id,
        event: 'enabled',
        auditableType: 'Webhook',
        auditableId: found.id,
        oldValues: { disabled_at: found.disabled_at?.toISOString() ?? null },
        newValues: { disabled_at: null },
        ip: ctx.ip,
      });
    }
    const row = await findWebhook(tx, found.id);
    if (!row) throw appError('NOT_FOUND', webhookNotFound);
    return row;
  });
}
