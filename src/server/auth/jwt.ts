import { SignJWT, jwtVerify } from 'jose';
import { OAUTH_CLIENT_ID, accessTokenTtl, type AuthConfig } from './auth-config';

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

/** Checks signature, expiry and audience; null for anything that is not one of our tokens. */
export async function verifyAccessToken(
  config: AuthConfig,
  token: string,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyFor(config.jwtSecret), {
      algorithms: ['HS256'],
      audience: String(OAUTH_CLIENT_ID),
      requiredClaims: ['sub', 'jti', 'exp'],
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || typeof payload.jti !== 'string') return null;
    if (typeof payload.fam !== 'string') return null;
    return { userId, jti: payload.jti, familyId: payload.fam };
  } catch {
    return null;
  }
}
