// How webhooks and their deliveries read on screen: Spanish event names, the tone of a status code
// and bodies pretty-printed when they are JSON.
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
