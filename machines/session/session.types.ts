// The session's vocabulary: what it holds, what it needs from the outside world (SessionDeps,
// given to createSessionActors), and the domain-fact events it reacts to.
import type { MeQuery } from '../../graphql/generated/session/graphql';
import type { Executor } from '../shared/executor';

/** The signed-in user as `me` returns it (spec §3 "Profile (me)"). */
export type Profile = MeQuery['me'];

/** OAuth tokens as stored (only the auth state is persisted, spec §1). */
export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds when the access token stops being accepted. */
  expiresAt: number;
}

export type LoginFailureKind = 'wrongCredentials' | 'throttled' | 'network';

/** Why a sign-in failed; `message` is Spanish (the server's error_description when it sent one). */
export interface LoginFailure {
  kind: LoginFailureKind;
  message: string;
  /** Seconds until the next attempt is allowed (429 retry_after), when throttled. */
  retryAfterSeconds: number | null;
}

export interface Credentials {
  email: string;
  password: string;
}

/** Where tokens live between page loads, shared by the browser's tabs. */
export interface SessionStorage {
  read(): AuthTokens | null;
  write(tokens: AuthTokens): void;
  /** Removes tokens and the stored role/permissions. */
  clear(): void;
  /** Stores the profile's role and permission names, encoded (spec §1). */
  rememberAccess(profile: Profile): void;
  /** Calls back when another tab changes the tokens (null: they were removed). */
  subscribe(listener: (tokens: AuthTokens | null) => void): () => void;
}

/** The OAuth and logout calls of spec §7 (REST). */
export interface OAuthClient {
  /** Password grant; rejects with a LoginFailure-shaped error. */
  passwordGrant(credentials: Credentials): Promise<AuthTokens>;
  refreshGrant(refreshToken: string): Promise<AuthTokens>;
  /** POST /logout with the current tokens; its outcome does not matter to the session. */
  logout(tokens: AuthTokens | null): Promise<void>;
}

export interface SessionDeps {
  execute: Executor;
  oauth: OAuthClient;
  storage: SessionStorage;
  /** Milliseconds since the epoch; injected so tests control token expiry. */
  now?: () => number;
  /**
   * Runs `task` while holding a lock shared by the browser's tabs (Web Locks), so two tabs never
   * spend the same refresh token (a reused refresh token revokes the whole session family).
   */
  exclusive?: <T>(task: () => Promise<T>) => Promise<T>;
}

/** What `restoring` found in storage. */
export type StoredSession = { tokens: AuthTokens; expired: boolean } | null;

export type SessionEvent =
  | { type: 'credentials.submitted'; email: string; password: string }
  /** A request was refused with 401 using `token` (null: it carried none). */
  | { type: 'token.expired'; token: string | null }
  /** Another tab stored new tokens (it logged in, or refreshed). */
  | { type: 'token.refreshed'; tokens: AuthTokens }
  | { type: 'logout.requested' }
  /** Another tab removed the tokens (it logged out, or its refresh failed). */
  | { type: 'session.endedElsewhere' }
  /** The user saved their profile: reload it. */
  | { type: 'profile.updated' }
  | { type: 'request.forbidden' }
  | { type: 'request.notFound' };

export interface SessionContext {
  tokens: AuthTokens | null;
  profile: Profile | null;
  failure: LoginFailure | null;
}

export function isLoginFailure(value: unknown): value is LoginFailure {
  if (typeof value !== 'object' || value === null) return false;
  const kind: unknown = Reflect.get(value, 'kind');
  return (
    (kind === 'wrongCredentials' || kind === 'throttled' || kind === 'network') &&
    typeof Reflect.get(value, 'message') === 'string'
  );
}
