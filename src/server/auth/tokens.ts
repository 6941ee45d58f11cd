import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db, DbOrTx } from '../db/client';
import { OAUTH_CLIENT_ID, accessTokenTtl, type AuthConfig } from './auth-config';
import { signAccessToken } from './jwt';
import {
  insertAccessToken,
  insertRefreshToken,
  isActiveUser,
  lockRefreshToken,
  markRefreshTokenUsed,
  revokeFamily,
  revokeUserAccessTokens,
  revokeUserRefreshTokens,
} from './tokens.repository';

export { authenticateBearer, authenticateAccessToken } from './bearer';
export { revokeFamily };

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
  await insertAccessToken(db, {
    id: jti,
    user_id: userId,
    client_id: OAUTH_CLIENT_ID,
    family_id: familyId,
    expires_at: new Date((nowSeconds + ttl) * 1000),
  });
  await insertRefreshToken(db, {
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
  const refresh = await revokeUserRefreshTokens(db, userId, keep);
  const access = await revokeUserAccessTokens(db, userId, keep);
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
    const row = await lockRefreshToken(tx, hashRefreshToken(presented));
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.used_at) {
      await revokeFamily(tx, row.family_id);
      return { ok: false, reason: 'reused', familyId: row.family_id };
    }
    if (row.revoked) return { ok: false, reason: 'revoked' };
    if (row.expires_at.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
    if (!(await isActiveUser(tx, row.user_id))) return { ok: false, reason: 'inactive' };
    await markRefreshTokenUsed(tx, row.id);
    const tokens = await issueTokens(tx, config, row.user_id, row.family_id);
    return { ok: true, tokens, familyId: row.family_id };
  });
}
