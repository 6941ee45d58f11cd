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
  urlNotPublic: 'La URL debe ser pública (http o https).',
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

function ipv4Octets(host: string): number[] | null {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const octets = parts.map(Number);
  return octets.every((octet) => octet <= 255) ? octets : null;
}

// Loopback, "this host", link-local (cloud metadata lives at 169.254.169.254) and the private
// ranges: a delivery there would let a project owner probe the server's own network.
function isPrivateIpv4([a = 0, b = 0]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}

function isPrivateIpv6(host: string): boolean {
  const address = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (address === '::1' || address === '::') return true;
  // IPv4-mapped addresses (::ffff:7f00:1 once the URL parser has normalised them).
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(address);
  if (mapped) {
    const high = parseInt(mapped[1] ?? '0', 16);
    const low = parseInt(mapped[2] ?? '0', 16);
    return isPrivateIpv4([high >> 8, high & 255, low >> 8, low & 255]);
  }
  return /^f[cd]/.test(address) || /^fe[89ab]/.test(address);
}

/**
 * True when the URL's host is a public name or address. The URL parser has already turned
 * decimal, octal and hexadecimal IPv4 spellings into dotted form, so they cannot slip through.
 * Names that resolve to private addresses are the delivery worker's check, at connection time.
 */
export function isPublicHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host || host === 'localhost' || host.endsWith('.localhost')) return false;
  if (host.startsWith('[')) return !isPrivateIpv6(host);
  const octets = ipv4Octets(host);
  return octets ? !isPrivateIpv4(octets) : true;
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
    .refine((value) => parseUrl(value) !== null, { error: webhookMessages.urlInvalid, abort: true })
    .refine((value) => isPublicHost(parseUrl(value)?.hostname ?? ''), {
      error: webhookMessages.urlNotPublic,
    }),
});

export type WebhookInput = z.input<typeof webhookSchema>;
export type WebhookValues = z.output<typeof webhookSchema>;
