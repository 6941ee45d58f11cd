import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { passwordResets, users } from '../db/schema';

export const RESET_TOKEN_MINUTES = 60;
export const RESET_REQUEST_INTERVAL_SECONDS = 60;

/** 256 random bits, URL-safe: the only copy leaves in the mail. */
export const newResetToken = () => randomBytes(32).toString('base64url');
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const normalEmail = (email: string) => email.trim().toLowerCase();

/** The active account of an email, or null (unknown and inactive accounts look the same). */
export async function findActiveUser(db: DbOrTx, email: string) {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, normalEmail(email)), eq(users.status, true)));
  return user ?? null;
}

/**
 * Serialises the requests of one email until the transaction ends, so two requests arriving
 * together cannot both pass the once-a-minute check (on PostgreSQL as on PGlite).
 */
export async function lockEmail(tx: DbOrTx, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`password_reset:${email}`}))`);
}

export async function requestedRecently(tx: DbOrTx, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.email, email),
        gt(
          passwordResets.created_at,
          sql`now() - make_interval(secs => ${RESET_REQUEST_INTERVAL_SECONDS})`,
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Stores a new token's hash; earlier links of the email stop working (only the newest counts). */
export async function storeResetToken(tx: DbOrTx, email: string, tokenHash: string) {
  await tx.delete(passwordResets).where(eq(passwordResets.email, email));
  await tx.insert(passwordResets).values({
    email,
    token_hash: tokenHash,
    expires_at: sql`now() + make_interval(mins => ${RESET_TOKEN_MINUTES})`,
  });
}

/** The unused, unexpired token of this email with this hash, locked when `forUpdate`. */
export async function findUsableToken(
  db: DbOrTx,
  email: string,
  tokenHash: string,
  forUpdate = false,
) {
  const query = db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.token_hash, tokenHash),
        eq(passwordResets.email, email),
        isNull(passwordResets.used_at),
        gt(passwordResets.expires_at, sql`now()`),
      ),
    );
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Marks the token used and retires every other unused token of the email. */
export async function consumeTokens(tx: DbOrTx, email: string, tokenId: number): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ used_at: sql`now()` })
    .where(eq(passwordResets.id, tokenId));
  await tx
    .delete(passwordResets)
    .where(
      and(
        eq(passwordResets.email, email),
        isNull(passwordResets.used_at),
        ne(passwordResets.id, tokenId),
      ),
    );
}

export async function setPassword(tx: DbOrTx, userId: number, passwordHash: string) {
  await tx
    .update(users)
    .set({ password: passwordHash, updated_at: new Date() })
    .where(eq(users.id, userId));
}
