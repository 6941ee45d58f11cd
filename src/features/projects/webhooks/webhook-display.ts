// How webhooks and their deliveries read on screen: Spanish event and state names, the tone of a
// status code, success rates and bodies pretty-printed when they are JSON.
import { webhookEventLabels, type WebhookEventType } from '../../../shared/schemas/webhooks';

const isKnownEvent = (value: string): value is WebhookEventType => value in webhookEventLabels;

/** 'Cotización creada' for 'quotation.created'; an unknown event shows as sent. */
export function eventLabel(eventType: string): string {
  return isKnownEvent(eventType) ? webhookEventLabels[eventType] : eventType;
}

export type StatusTone = 'success' | 'failure' | 'none';

/** 2xx delivered; anything else failed; null means the request got no answer at all. */
export function statusTone(code: number | null): StatusTone {
  if (code === null) return 'none';
  return code >= 200 && code < 300 ? 'success' : 'failure';
}

export function statusLabel(code: number | null): string {
  return code === null ? 'Sin respuesta' : String(code);
}

/** The body indented when it parses as JSON, otherwise as it came; null/'' → null. */
export function prettyBody(
  body: string | null | undefined,
): { text: string; json: boolean } | null {
  if (body === null || body === undefined || body.trim() === '') return null;
  try {
    return { text: JSON.stringify(JSON.parse(body), null, 2), json: true };
  } catch {
    return { text: body, json: false };
  }
}

/** A webhook's state as the server names it, in Spanish, with its badge colour. */
export const WEBHOOK_STATES: Readonly<Record<string, { label: string; palette: string }>> = {
  activo: { label: 'Activo', palette: 'green' },
  con_fallas: { label: 'Con fallas', palette: 'orange' },
  desactivado: { label: 'Desactivado', palette: 'gray' },
};

export function webhookState(status: string): { label: string; palette: string } {
  return WEBHOOK_STATES[status] ?? { label: status, palette: 'gray' };
}

/** The log's result filter, as kept in the URL. */
export type RecordResult = 'entregado' | 'fallido';

export const isRecordResult = (value: string | undefined): value is RecordResult =>
  value === 'entregado' || value === 'fallido';

export function recordResult(record: { status_code: number | null }): RecordResult {
  return statusTone(record.status_code) === 'success' ? 'entregado' : 'fallido';
}

export interface DeliverySummary {
  /** The newest attempt, when there is one. */
  last: { created_at: string; status_code: number | null } | null;
  total: number;
  delivered: number;
}

/**
 * Per webhook: its newest attempt and how many of its attempts arrived. Counts only the records
 * given (the log's latest attempts), which is what the console says next to the rate.
 */
export function deliverySummaries<
  R extends { webhook_id: string; created_at: string; status_code: number | null },
>(records: readonly R[]): Map<string, DeliverySummary> {
  const summaries = new Map<string, DeliverySummary>();
  for (const record of records) {
    const summary = summaries.get(record.webhook_id) ?? { last: null, total: 0, delivered: 0 };
    if (!summary.last || record.created_at > summary.last.created_at) summary.last = record;
    summary.total += 1;
    if (recordResult(record) === 'entregado') summary.delivered += 1;
    summaries.set(record.webhook_id, summary);
  }
  return summaries;
}

/** '67 %' of 3 attempts with 2 delivered; null without attempts. */
export function successRate(summary: DeliverySummary | undefined): string | null {
  if (!summary || summary.total === 0) return null;
  return `${Math.round((summary.delivered / summary.total) * 100)} %`;
}

/** Seconds with a decimal comma from one second up, whole milliseconds below; '—' when unknown. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  if (ms < 1000) return `${ms} ms`;
  return `${(ms / 1000).toLocaleString('es-CL', { maximumFractionDigits: 1 })} s`;
}

/** The secret with only its prefix and last four characters visible. */
export function maskSecret(secret: string): string {
  const prefix = secret.startsWith('whsec_') ? 'whsec_' : '';
  return `${prefix}${'•'.repeat(12)}${secret.slice(-4)}`;
}
