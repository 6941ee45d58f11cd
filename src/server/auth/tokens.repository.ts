import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { oauthAccessTokens, oauthRefreshTokens, users } from '../db/schema';

// The token tables: issued pairs, revocations and the refresh-token rotation's reads and marks.

export async function insertAccessToken(db: DbOrTx, values: typeof oauthAccessTokens.$inferInsert) {
  await db.insert(oauthAccessTokens).values(values);
}

export async function insertRefreshToken(
  db: DbOrTx,
  values: typeof oauthRefreshTokens.$inferInsert,
) {
  await db.insert(oauthRefreshTokens).values(values);
}

/** Revokes a whole login session: every refresh and access token of the family, at once. */
export async function revokeFamily(db: DbOrTx, familyId: string): Promise<void> {
  await db
    .update(oauthRefreshTokens)
    .set({ revoked: true })
    .where(eq(oauthRefreshTokens.family_id, familyId));
  await db
    .update(oauthAccessTokens)
    .set({ revoked: true })
    .where(eq(oauthAccessTokens.family_id, familyId));
}

/** Revokes the user's live refresh tokens (but family `keep`); returns their families. */
export function revokeUserRefreshTokens(db: DbOrTx, userId: number, keep: string | undefined) {
  return db
    .update(oauthRefreshTokens)
    .set({ revoked: true })
    .where(
      and(
        eq(oauthRefreshTokens.user_id, userId),
        eq(oauthRefreshTokens.revoked, false),
        keep ? ne(oauthRefreshTokens.family_id, keep) : undefined,
      ),
    )
    .returning({ familyId: oauthRefreshTokens.family_id });
}

/** Revokes the user's live access tokens (but family `keep`); returns their families. */
export function revokeUserAccessTokens(db: DbOrTx, userId: number, keep: string | undefined) {
  return db
    .update(oauthAccessTokens)
    .set({ revoked: true })
    .where(
      and(
        eq(oauthAccessTokens.user_id, userId),
        eq(oauthAccessTokens.revoked, false),
        keep ? ne(oauthAccessTokens.family_id, keep) : undefined,
      ),
    )
    .returning({ familyId: oauthAccessTokens.family_id });
}

/** The refresh token with this hash, locked FOR UPDATE inside the caller's transaction. */
export async function lockRefreshToken(tx: DbOrTx, tokenHash: string) {
  const [row] = await tx
    .select()
    .from(oauthRefreshTokens)
    .where(eq(oauthRefreshTokens.token_hash, tokenHash))
    .for('update');
  return row;
}

/** Whether user `id` exists and is active. */
export async function isActiveUser(tx: DbOrTx, id: number): Promise<boolean> {
  const [owner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.status, true)));
  return owner !== undefined;
}

export async function markRefreshTokenUsed(tx: DbOrTx, id: string): Promise<void> {
  await tx
    .update(oauthRefreshTokens)
    .set({ used_at: new Date() })
    .where(eq(oauthRefreshTokens.id, id));
}
