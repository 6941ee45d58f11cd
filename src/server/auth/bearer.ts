import type { Viewer } from '../context';
import type { DbOrTx } from '../db/client';
import type { AuthConfig } from './auth-config';
import { verifyAccessToken } from './jwt';
import { loadViewer } from './viewer';

/** The viewer of a raw access token (graphql-ws sends it in connection params, not a header). */
export async function authenticateAccessToken(
  db: DbOrTx,
  config: AuthConfig,
  token: string,
): Promise<Viewer | null> {
  const claims = await verifyAccessToken(config, token);
  return claims ? loadViewer(db, claims) : null;
}

/** The viewer of an `Authorization: Bearer …` header, or null when absent or not valid. */
export async function authenticateBearer(
  db: DbOrTx,
  config: AuthConfig,
  authorizationHeader: string | undefined,
): Promise<Viewer | null> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorizationHeader ?? '');
  if (!match?.[1]) return null;
  return authenticateAccessToken(db, config, match[1]);
}
