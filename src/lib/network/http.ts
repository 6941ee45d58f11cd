// The status rules every call obeys (spec §7, §8): Authorization Bearer + Accept json on every
// request; only 200/201 accepted; 401 → one refresh (shared with concurrent callers) and one retry;
// 403/404 → tell the session (which navigates); anything else is logged and rejected with the
// response.
import { HttpResponseError, NetworkError } from './errors';
import type { NetworkSession } from './network-session';

/**
 * 'session': the stored token, with the 401/403/404 handling. 'none': no token and no session
 * side effects (login, public password pages: their failures belong to the form showing them).
 * `{ bearer }`: that token, no session side effects (logout with a possibly expired token).
 */
export type AuthMode = 'session' | 'none' | { bearer: string | null };

export interface HttpDeps {
  fetch: () => typeof fetch;
  session: () => NetworkSession;
}

export interface SendOptions {
  auth?: AuthMode;
  /** Extra headers, e.g. Content-Type for JSON bodies (multipart bodies must let fetch set it). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const ACCEPTED = new Set([200, 201]);

export function createSend(deps: HttpDeps) {
  async function attempt(
    url: string,
    init: RequestInit,
    options: SendOptions,
    token: string | null,
  ) {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (token) headers['Authorization'] = `Bearer ${token}`;
    try {
      return await deps.fetch()(url, { ...init, headers, signal: options.signal });
    } catch (error) {
      throw new NetworkError(error);
    }
  }

  return async function send(
    url: string,
    init: RequestInit,
    options: SendOptions = {},
  ): Promise<Response> {
    const auth = options.auth ?? 'session';
    const session = deps.session();
    const token =
      auth === 'session' ? session.getAccessToken() : auth === 'none' ? null : auth.bearer;
    let response = await attempt(url, init, options, token);

    if (response.status === 401 && auth === 'session') {
      let fresh: string;
      try {
        fresh = await session.requestRefresh(token);
      } catch {
        // The session is over (the machine cleared it and went to '/'): the caller gets the 401.
        throw new HttpResponseError(response);
      }
      response = await attempt(url, init, options, fresh);
    }

    if (ACCEPTED.has(response.status)) return response;
    if (auth === 'session' && response.status === 403) session.onForbidden();
    else if (auth === 'session' && response.status === 404) session.onNotFound();
    else console.warn(`[network] ${init.method ?? 'GET'} ${url} → HTTP ${response.status}`);
    throw new HttpResponseError(response);
  };
}

export type Send = ReturnType<typeof createSend>;
