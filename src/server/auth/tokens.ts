import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { oauthAccessTokens, oauthRefreshTokens, users } from '../db/schema';
import { OAUTH_CLIENT_ID, accessTokenTtl, type AuthConfig } from './auth-config';
import { signAccessToken } from './jwt';

export { authenticateBearer, authenticateAccessToken } from './bearer';

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

/** Only the hash is stored, so a database leak does not hand out live sessions. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues an access + refresh pair; without `familyId` it starts a new login session. */
export async function issueTokens(
  db: DbOrTx,
  config: AuthConfig,
  userId: number,
  familyId: string = randomUUID(),
): Promise<TokenPair> {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const ttl = accessTokenTtl(config);
  const jti = randomUUID();
  const refreshToken = randomBytes(32).toString('base64url');
  await db.insert(oauthAccessTokens).values({
    id: jti,
    user_id: userId,
    client_id: OAUTH_CLIENT_ID,
    family_id: familyId,
    expires_at: new Date((nowSeconds + ttl) * 1000),
  });
  await db.insert(oauthRefreshTokens).values({
    id: randomUUID(),
    token_hash: hashRefreshToken(refreshToken),
    family_id: familyId,
    user_id: userId,
    expires_at: new Date(Date.now() + config.refreshTokenTtlSeconds * 1000),
  });
  const accessToken = await signAccessToken(config, { userId, jti, familyId }, nowSeconds);
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    token_type: 'Bearer',
    expires_in: ttl,
  };
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

/**
 * Revokes every open session of a user (password change, deactivation, deletion), optionally
 * keeping one. Returns the revoked families so that their subscriptions can be closed.
 */
export async function revokeUserSessions(
  db: DbOrTx,
  userId: number,
  options: { exceptFamilyId?: string } = {},
): Promise<string[]> {
  const keep = options.exceptFamilyId;
  const refresh = await db
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
  const access = await db
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
  return [...new Set([...refresh, ...access].map(({ familyId }) => familyId))];
}

export type RotationResult =
  | { ok: true; tokens: TokenPair; familyId: string }
  /** `reused`: the family was revoked because an already-used token came back (likely stolen). */
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'inactive' }
  | { ok: false; reason: 'reused'; familyId: string };

/**
 * Refresh-token rotation with reuse detection. The row is locked (`FOR UPDATE`) so that two
 * concurrent uses of one token are serialized: the second sees it used and is treated as reuse.
 * Failures are returned, not thrown, so that a family revocation commits.
 */
export async function rotateRefreshToken(
  db: Db,
  config: AuthConfig,
  presented: string,
): Promise<RotationResult> {
  return db.transaction(async (tx): Promise<RotationResult> => {
    const [row] = await tx
      .select()
      .from(oauthRefreshTokens)
      .where(eq(oauthRefreshTokens.token_hash, hashRefreshToken(presented)))
      .for('update');
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.used_at) {
      await revokeFamily(tx, row.family_id);
      return { ok: false, reason: 'reused', familyId: row.family_id };
    }
    if (row.revoked) return { ok: false, reason: 'revoked' };
    if (row.expires_at.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, row.user_id), eq(users.status, true)));
    if (!owner) return { ok: false, reason: 'inactive' };
    await tx
      .update(oauthRefreshTokens)
      .set({ used_at: new Date() })
      .where(eq(oauthRefreshTokens.id, row.id));
    const tokens = await issueTokens(tx, config, row.user_id, row.family_id);
    return { ok: true, tokens, familyId: row.family_id };
  });
}
