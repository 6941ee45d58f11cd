import type { Webhook, WebhookRecord } from '../../../../graphql/generated/server/resolvers-types';
import { webhookStatus } from './webhooks.console.service';
import type { WebhookRecordRow, WebhookRow } from './webhooks.repository';

/** The SDL's cut of a stored answer. */
export const RESPONSE_BODY_MAX = 10_000;

// `audits` is resolved by Webhook.audits (batched per request); the empty list only satisfies
// the generated parent type.
export function toWebhook(row: WebhookRow): Webhook {
  return {
    id: String(row.id),
    project_id: String(row.project_id),
    name: row.name,
    description: row.description,
    event_type: row.event_type,
    url: row.url,
    created_at: row.created_at.toISOString(),
    audits: [],
    status: webhookStatus(row),
    disabled_at: row.disabled_at?.toISOString() ?? null,
  };
}

/** A delivery attempt: the JSON that was sent as text, the answer cut at 10 000 characters. */
export function toWebhookRecord(row: WebhookRecordRow): WebhookRecord {
  return {
    id: String(row.id),
    webhook_id: String(row.webhook_id),
    event_type: row.event_type,
    status_code: row.status_code,
    message: row.message,
    request_body: JSON.stringify(row.request_body),
    response_body:
      row.response_body === null ? null : row.response_body.slice(0, RESPONSE_BODY_MAX),
    attempt: row.attempt,
    duration_ms: row.duration_ms,
    next_attempt_at: row.next_attempt_at?.toISOString() ?? null,
    delivery_id: row.delivery_id === null ? null : String(row.delivery_id),
    created_at: row.created_at.toISOString(),
  };
}
