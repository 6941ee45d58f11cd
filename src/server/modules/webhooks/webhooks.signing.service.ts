import { createHmac, randomBytes } from 'node:crypto';

// Standard Webhooks v1 (standardwebhooks.com): the receiver checks
// `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">` keyed with the bytes after `whsec_`.

export const SECRET_PREFIX = 'whsec_';

/** A new signing secret: `whsec_` and 32 random bytes in base64 (the spec asks for 24 to 64). */
export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64');
}

function keyOf(secret: string): Buffer {
  const text = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  return Buffer.from(text, 'base64');
}

/** One `v1,<base64>` signature of a message. */
export function signMessage(secret: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`);
  return `v1,${mac.digest('base64')}`;
}

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * The three headers of a delivery. Every secret signs (space-separated), so during a rotation a
 * receiver still holding the previous secret keeps verifying.
 */
export function signedHeaders(
  secrets: readonly string[],
  id: string,
  timestamp: number,
  body: string,
): SignedHeaders {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets
      .map((secret) => signMessage(secret, id, timestamp, body))
      .join(' '),
  };
}
