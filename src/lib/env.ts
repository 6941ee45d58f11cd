// Build-time configuration (ARCHITECTURE §1): the SPA speaks only the API contract, so the API's
// base URL and the OAuth client secret come from Vite env at build time.

/** Base URL of the API without a trailing slash; '' means the SPA's own origin. */
export const API_BASE_URL: string = (import.meta.env.VITE_API_URL ?? '').replace(/\/+$/, '');

/** OAuth client of the SPA (spec §9: client id fixed at 2, scope all, secret from the build). */
export const OAUTH_CLIENT = {
  id: 2,
  secret: import.meta.env.VITE_OAUTH_CLIENT_SECRET ?? 'dev-secret',
  scope: 'all',
} as const;

/** Absolute or origin-relative URL of an API path ('oauth/token' → '/oauth/token'). */
export function apiUrl(path: string, base: string = API_BASE_URL): string {
  return `${base}/${path.replace(/^\/+/, '')}`;
}

/** The graphql-ws endpoint: same host as the API, ws(s) scheme, path /graphql. */
export function realtimeUrl(
  base: string = API_BASE_URL,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  if (base) return `${base.replace(/^http/, 'ws')}/graphql`;
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
}
