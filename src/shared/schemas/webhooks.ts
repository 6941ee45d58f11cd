import { z } from 'zod';

// The webhook form (spec §3, §5: name, description, event type and URL, all required). The server
// validates createWebhook and editWebhook with this schema and the SPA's form reuses it.

export const WEBHOOK_TEXT_MAX = 255;
export const WEBHOOK_DESCRIPTION_MAX = 2000;
export const WEBHOOK_URL_MAX = 2000;

/** The events of the contract (SDL Webhook.event_type), in the order the form lists them. */
export const WEBHOOK_EVENT_TYPES = [
  'quotation.created',
  'booking_request.created',
  'booking_request.updated',
  'booking_order.paid',
  'promise_request.created',
  'promise_request.updated',
  'promise_order.paid',
  'preapproval.created',
  'preapproval.updated',
  'contact.created',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const webhookEventLabels: Readonly<Record<WebhookEventType, string>> = {
  'quotation.created': 'Cotización creada',
  'booking_request.created': 'Solicitud de reserva creada',
  'booking_request.updated': 'Solicitud de reserva actualizada',
  'booking_order.paid': 'Pago de reserva recibido',
  'promise_request.created': 'Solicitud de promesa creada',
  'promise_request.updated': 'Solicitud de promesa actualizada',
  'promise_order.paid': 'Pago de promesa recibido',
  'preapproval.created': 'Preaprobación creada',
  'preapproval.updated': 'Preaprobación actualizada',
  'contact.created': 'Contacto recibido',
};

export const webhookMessages = {
  nameRequired: 'El nombre es obligatorio.',
  descriptionRequired: 'La descripción es obligatoria.',
  eventRequired: 'Elige el evento que dispara el webhook.',
  eventInvalid: 'El evento elegido no existe.',
  urlRequired: 'La URL es obligatoria.',
  urlInvalid: 'Ingresa una URL válida que comience con http:// o https://.',
  tooLong: `El texto no puede superar ${WEBHOOK_TEXT_MAX} caracteres.`,
  descriptionTooLong: `La descripción no puede superar ${WEBHOOK_DESCRIPTION_MAX} caracteres.`,
  urlTooLong: `La URL no puede superar ${WEBHOOK_URL_MAX} caracteres.`,
} as const;

const isEventType = (value: string): value is WebhookEventType =>
  (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);

function parseUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

export const webhookSchema = z.object({
  name: z
    .string({ error: webhookMessages.nameRequired })
    .trim()
    .min(1, { error: webhookMessages.nameRequired })
    .max(WEBHOOK_TEXT_MAX, { error: webhookMessages.tooLong }),
  description: z
    .string({ error: webhookMessages.descriptionRequired })
    .trim()
    .min(1, { error: webhookMessages.descriptionRequired })
    .max(WEBHOOK_DESCRIPTION_MAX, { error: webhookMessages.descriptionTooLong }),
  event_type: z
    .string({ error: webhookMessages.eventRequired })
    .trim()
    .min(1, { error: webhookMessages.eventRequired, abort: true })
    .refine(isEventType, { error: webhookMessages.eventInvalid }),
  url: z
    .string({ error: webhookMessages.urlRequired })
    .trim()
    .min(1, { error: webhookMessages.urlRequired, abort: true })
    .max(WEBHOOK_URL_MAX, { error: webhookMessages.urlTooLong, abort: true })
    // Only the form: whether the host is public is the server's to say, at save and at every
    // delivery, since it resolves names and knows the receivers WEBHOOKS_ALLOWED_HOSTS exempts.
    .refine((value) => parseUrl(value) !== null, { error: webhookMessages.urlInvalid }),
});

export type WebhookInput = z.input<typeof webhookSchema>;
export type WebhookValues = z.output<typeof webhookSchema>;
