import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Payment-gateway credentials of a project (spec §9) are secrets of the agency: stored encrypted
// at rest with AES-256-GCM (authenticated, so a tampered ciphertext fails instead of decrypting to
// garbage) and never sent back in full.

const VERSION = 'v1';

function keyOf(secret: string): Buffer {
  return createHash('sha256').update(secret, 'utf8').digest();
}

/** `v1.<iv>.<tag>.<ciphertext>`, each part base64url. A fresh IV every time. */
export function encryptSecret(plain: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, tag, body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plain text of `encryptSecret`'s output; throws when the key is wrong or the text tampered. */
export function decryptSecret(stored: string, secret: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) {
    throw new Error('Formato de clave cifrada desconocido.');
  }
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

/** All but the last 4 characters as '*' (a key of 4 or fewer characters is masked whole). */
export function maskSecret(plain: string): string {
  if (plain.length <= 4) return '*'.repeat(plain.length);
  return '*'.repeat(plain.length - 4) + plain.slice(-4);
}
