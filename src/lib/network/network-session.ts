// The seam between the network path and the session: the executor asks "which token?", "please
// refresh" and reports 403/404, but does not know the session machine. SessionProvider connects the
// real session at start-up; until then requests go out with whatever token storage holds.
export interface NetworkSession {
  /** The access token to send, or null when logged out. */
  getAccessToken(): string | null;
  /**
   * Resolves with a valid access token after `failedToken` got a 401. Concurrent callers share
   * one refresh (single-flight); rejects when the session could not be renewed.
   */
  requestRefresh(failedToken: string | null): Promise<string>;
  /** A request was answered 403 (spec §8: go to /error-403). */
  onForbidden(): void;
  /** A request was answered 404 (spec §8: go to /error-404). */
  onNotFound(): void;
}

export const detachedSession: NetworkSession = {
  getAccessToken: () => null,
  requestRefresh: () => Promise.reject(new Error('No hay una sesión activa.')),
  onForbidden: () => undefined,
  onNotFound: () => undefined,
};

let current: NetworkSession = detachedSession;

/** Connects the session to the network path; returns the disconnect function. */
export function connectNetworkSession(session: NetworkSession): () => void {
  current = session;
  return () => {
    if (current === session) current = detachedSession;
  };
}

export function networkSession(): NetworkSession {
  return current;
}
