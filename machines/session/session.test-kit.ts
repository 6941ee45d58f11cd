// Fakes for the session's dependencies: an in-memory storage shared "across tabs", an OAuth client
// and an executor whose answers each test settles by hand.
import { vi } from 'vitest';
import type { Executor } from '../shared/executor';
import { deferred, type Deferred } from '../shared/deferred';
import type {
  AuthTokens,
  Credentials,
  OAuthClient,
  Profile,
  SessionDeps,
  SessionStorage,
} from './session.types';

export const NOW = Date.UTC(2025, 2, 14, 13, 0, 0);

export const tokensFixture = (n: number, expiresAt = NOW + 15 * 60_000): AuthTokens => ({
  accessToken: `access-${n}`,
  refreshToken: `refresh-${n}`,
  expiresAt,
});

export const profileFixture: Profile = {
  id: '7',
  name: 'Camila',
  last_name: 'Rojas Soto',
  email: 'camila.rojas@inmobiliariaandes.cl',
  status: true,
  roles: [{ name: 'RealstateAdmin' }],
  permissions: [{ name: 'show-projects' }, { name: 'show-users' }],
  realstateagencyuser: [{ id: '3', real_state_agency_id: '2', name: 'Inmobiliaria Los Andes' }],
  projectuser: [],
};

export interface FakeStorage extends SessionStorage {
  tokens: AuthTokens | null;
  rememberedAccess: Profile | null;
  /** Simulates another tab writing (tokens) or removing (null) the stored tokens. */
  changeInOtherTab(tokens: AuthTokens | null): void;
}

export function fakeStorage(initial: AuthTokens | null = null): FakeStorage {
  const listeners = new Set<(tokens: AuthTokens | null) => void>();
  const storage: FakeStorage = {
    tokens: initial,
    rememberedAccess: null,
    read: () => storage.tokens,
    write: (tokens) => void (storage.tokens = tokens),
    clear: () => {
      storage.tokens = null;
      storage.rememberedAccess = null;
    },
    rememberAccess: (profile) => void (storage.rememberedAccess = profile),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changeInOtherTab: (tokens) => {
      storage.tokens = tokens;
      listeners.forEach((listener) => listener(tokens));
    },
  };
  return storage;
}

/** Each call of a faked request gets its own deferred answer, kept in order. */
export function pendingCalls<TArgs extends unknown[], TResult>() {
  const calls: Array<{ args: TArgs; answer: Deferred<TResult> }> = [];
  const fn = vi.fn((...args: TArgs) => {
    const answer = deferred<TResult>();
    calls.push({ args, answer });
    return answer.promise;
  });
  return { fn, calls, last: () => calls[calls.length - 1] };
}

export function fakeDeps(storage = fakeStorage()) {
  const passwordGrant = pendingCalls<[Credentials], AuthTokens>();
  const refreshGrant = pendingCalls<[string], AuthTokens>();
  const logout = pendingCalls<[AuthTokens | null], void>();
  const me = pendingCalls<[], { me: Profile }>();
  const oauth: OAuthClient = {
    passwordGrant: passwordGrant.fn,
    refreshGrant: refreshGrant.fn,
    logout: logout.fn,
  };
  // The session only ever runs MeDocument, so the fake answers every document with `me`.
  const execute: Executor = <TResult>() => me.fn() as unknown as Promise<TResult>;
  const deps: SessionDeps = { execute, oauth, storage, now: () => NOW };
  return { deps, storage, passwordGrant, refreshGrant, logout, me };
}

/** Lets settled promises reach the machine. */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
