import type { IncomingMessage } from 'node:http';
import type { Config } from '../config';

/** An origin as browsers send it (scheme://host[:port], lower case, no default port), or null. */
export function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The origins of CORS_ORIGINS, written as browsers send them, so `https://App.example.cl/` in the
 * environment still matches the header.
 */
export function corsOriginSet(config: Pick<Config, 'corsOrigins'>): ReadonlySet<string> {
  return new Set(config.corsOrigins.map((origin) => originOf(origin) ?? origin));
}

/**
 * Whether a graphql-ws upgrade may proceed. Browsers always send Origin on a WebSocket handshake
 * and let any page open one (no CORS), so the origin is the only thing that stops another site
 * from using a visitor's browser; clients without one (Node, tools) are not browsers and pass.
 * The request's own host counts because the SPA is served by this server (or by Vite's proxy,
 * which keeps Host); PUBLIC_URL counts because a proxy in front may rewrite Host.
 */
export function createUpgradeOriginCheck(config: Pick<Config, 'corsOrigins' | 'publicUrl'>) {
  const allowed = new Set(corsOriginSet(config));
  const publicOrigin = originOf(config.publicUrl);
  if (publicOrigin) allowed.add(publicOrigin);
  return (request: Pick<IncomingMessage, 'headers'>): boolean => {
    const { origin, host } = request.headers;
    if (origin === undefined) return true;
    if (allowed.has(origin)) return true;
    if (!host) return false;
    return origin === originOf(`http://${host}`) || origin === originOf(`https://${host}`);
  };
}
