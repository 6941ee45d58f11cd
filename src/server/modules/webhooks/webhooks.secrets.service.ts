import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { decryptSecret, encryptSecret } from '../../payments/payment-keys';
import {
  readSecrets,
  storeFirstSecret,
  storeRotatedSecret,
  type StoredSecrets,
} from './webhooks.secrets.repository';
import { newWebhookSecret } from './webhooks.signing.service';

// A webhook's signing secret is stored encrypted with the payment keys' scheme and key
// (PAYMENT_KEYS_SECRET). Webhooks made before migration 0027 get theirs lazily, the first time it
// is needed (a delivery, the Admin reading it, a rotation): the migration cannot encrypt.

/** A rotated-out secret keeps signing this long, so receivers can switch without a gap. */
export const ROTATION_GRACE_MS = 24 * 3_600_000;

/** The current secret in clear, made and stored first when the webhook has none. */
export async function currentSecret(db: DbOrTx, config: Config, id: number): Promise<string> {
  const stored = await readSecrets(db, id);
  if (stored?.secret_encrypted)
    return decryptSecret(stored.secret_encrypted, config.paymentKeysSecret);
  await storeFirstSecret(db, id, encryptSecret(newWebhookSecret(), config.paymentKeysSecret));
  const again = await readSecrets(db, id);
  if (!again?.secret_encrypted) throw new Error(`webhook ${id} has no secret`);
  return decryptSecret(again.secret_encrypted, config.paymentKeysSecret);
}

/**
 * The secrets that sign a delivery now: the current one, then the previous one until it expires.
 * `webhook` is the row the runner already read; it is read again only when it has no secret yet.
 */
export async function signingSecrets(
  db: DbOrTx,
  config: Config,
  webhook: StoredSecrets & { id: number },
  now = new Date(),
): Promise<string[]> {
  const current = webhook.secret_encrypted
    ? decryptSecret(webhook.secret_encrypted, config.paymentKeysSecret)
    : await currentSecret(db, config, webhook.id);
  const previous =
    webhook.previous_secret_encrypted &&
    webhook.previous_secret_expires_at &&
    webhook.previous_secret_expires_at > now
      ? decryptSecret(webhook.previous_secret_encrypted, config.paymentKeysSecret)
      : null;
  return previous ? [current, previous] : [current];
}

/** Gives a new webhook its secret in its creating transaction. */
export async function assignFirstSecret(tx: DbOrTx, config: Config, id: number): Promise<void> {
  await storeFirstSecret(tx, id, encryptSecret(newWebhookSecret(), config.paymentKeysSecret));
}

/** Rotates: a new current secret, the old one signing for ROTATION_GRACE_MS more. */
export async function rotateSecret(tx: DbOrTx, config: Config, id: number): Promise<void> {
  await currentSecret(tx, config, id);
  await storeRotatedSecret(
    tx,
    id,
    encryptSecret(newWebhookSecret(), config.paymentKeysSecret),
    ROTATION_GRACE_MS,
  );
}

/** The secret the console shows; null for a webhook that no longer exists (deleteWebhook). */
export async function webhookSecret(
  db: DbOrTx,
  config: Config,
  id: number,
): Promise<string | null> {
  if (!(await readSecrets(db, id))) return null;
  return currentSecret(db, config, id);
}
