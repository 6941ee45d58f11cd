import type { Config } from '../config';

/** The part of the server configuration that the auth code reads (tests pass just this). */
export type AuthConfig = Pick<
  Config,
  'jwtSecret' | 'oauthClientSecret' | 'accessTokenTtlSeconds' | 'refreshTokenTtlSeconds'
>;

/** The spec fixes the SPA's OAuth client id at 2 (spec §9); the JWT audience carries it. */
export const OAUTH_CLIENT_ID = 2;

// Access tokens are checked against revocation on every request, but a stolen one still works
// until it expires: the architecture caps its life at 15 minutes whatever the configuration says.
export const MAX_ACCESS_TOKEN_TTL_SECONDS = 900;

export function accessTokenTtl(config: AuthConfig): number {
  return Math.max(1, Math.min(config.accessTokenTtlSeconds, MAX_ACCESS_TOKEN_TTL_SECONDS));
}
