import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { webhooks } from '../../db/schema';

export interface StoredSecrets {
  secret_encrypted: string | null;
  previous_secret_encrypted: string | null;
  previous_secret_expires_at: Date | null;
}

export async function readSecrets(db: DbOrTx, id: number): Promise<StoredSecrets | null> {
  const [row] = await db
    .select({
      secret_encrypted: webhooks.secret_encrypted,
      previous_secret_encrypted: webhooks.previous_secret_encrypted,
      previous_secret_expires_at: webhooks.previous_secret_expires_at,
    })
    .from(webhooks)
    .where(eq(webhooks.id, id));
  return row ?? null;
}

/** Stores a first secret unless one exists (two instances racing keep the first one). */
export async function storeFirstSecret(db: DbOrTx, id: number, encrypted: string) {
  await db
    .update(webhooks)
    .set({ secret_encrypted: encrypted })
    .where(and(eq(webhooks.id, id), isNull(webhooks.secret_encrypted)));
}

/** The current secret becomes the previous one for `graceMs`; `encrypted` signs from now on. */
export async function storeRotatedSecret(
  tx: DbOrTx,
  id: number,
  encrypted: string,
  graceMs: number,
): Promise<void> {
  await tx
    .update(webhooks)
    .set({
      previous_secret_encrypted: sql`${webhooks.secret_encrypted}`,
      previous_secret_expires_at: sql`now() + make_interval(secs => ${graceMs / 1000})`,
      secret_encrypted: encrypted,
      updated_at: sql`now()`,
    })
    .where(eq(webhooks.id, id));
}
