import { SignJWT, jwtVerify } from 'jose';
import { OAUTH_CLIENT_ID, accessTokenTtl, type AuthConfig } from './auth-config';
import { setBounded } from '../kernel/bounded';

export interface AccessClaims {
  userId: number;
  /** The token's row in oauth_access_tokens; revocation is looked up by it. */
  jti: string;
  /** The login session (refresh-token family) the token belongs to. */
  familyId: string;
}

const keys = new Map<string, Uint8Array>();
function keyFor(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(
  config: AuthConfig,
  claims: AccessClaims,
  issuedAt: number,
): Promise<string> {
  return new SignJWT({ fam: claims.familyId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setJti(claims.jti)
    .setAudience(String(OAUTH_CLIENT_ID))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + accessTokenTtl(config))
    .sign(keyFor(config.jwtSecret));
}

/** Enough for every open session of a busy back office; the oldest entry goes first. */
export const VERIFIED_TOKENS_LIMIT = 5_000;

interface Verified {
  claims: AccessClaims;
  /** The token's `exp` claim (seconds since the epoch). */
  expiresAt: number;
}

/**
 * Tokens whose signature and claims were checked, by secret and token text. A request carries the
 * same token until it is refreshed, and the text alone decides what a check finds (the secret is
 * part of the key), so a token checked once needs only its expiry checked again: the signature's
 * HMAC is computed once per token, not once per request. Revocation is not a property of the
 * text: the viewer's read (viewer-cache.ts) decides it on every request, as before.
 */
const verified = new Map<string, Map<string, Verified>>();

function verifiedFor(secret: string): Map<string, Verified> {
  let kept = verified.get(secret);
  if (!kept) {
    kept = new Map();
    verified.set(secret, kept);
  }
  return kept;
}

/** jose's rule: a token is expired from its `exp` second on (no clock tolerance). */
const expired = (expiresAt: number) => expiresAt <= Math.floor(Date.now() / 1000);

/** Checks signature, expiry and audience; null for anything that is not one of our tokens. */
export async function verifyAccessToken(
  config: AuthConfig,
  token: string,
): Promise<AccessClaims | null> {
  const kept = verifiedFor(config.jwtSecret);
  const known = kept.get(token);
  if (known) {
    if (!expired(known.expiresAt)) return known.claims;
    kept.delete(token);
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, keyFor(config.jwtSecret), {
      algorithms: ['HS256'],
      audience: String(OAUTH_CLIENT_ID),
      requiredClaims: ['sub', 'jti', 'exp'],
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || typeof payload.jti !== 'string') return null;
    if (typeof payload.fam !== 'string') return null;
    if (typeof payload.exp !== 'number') return null;
    const claims: AccessClaims = Object.freeze({ userId, jti: payload.jti, familyId: payload.fam });
    setBounded(kept, VERIFIED_TOKENS_LIMIT, token, { claims, expiresAt: payload.exp });
    return claims;
  } catch {
    return null;
  }
}
