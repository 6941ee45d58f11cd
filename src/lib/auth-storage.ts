// Token storage in localStorage. Only the auth state is persisted (spec §1), plus the role and
// permission names encoded with encodeStoredAccess. localStorage is shared by the tabs of the
// origin and its `storage` event tells the others when the tokens change.
import type { AuthTokens, SessionStorage } from '../../machines/session/session.types';
import { decodeStoredAccess, encodeStoredAccess, type StoredAccess } from '../shared/access';
import { storedAccessOf } from './auth/subject';

export const AUTH_STORAGE_KEY = 'backoffice.auth';
export const ACCESS_STORAGE_KEY = 'backoffice.access';

/** Tokens from their stored JSON; null when absent or not ours (tampered, older format). */
export function parseStoredTokens(text: string | null): AuthTokens | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const accessToken: unknown = Reflect.get(value, 'accessToken');
    const refreshToken: unknown = Reflect.get(value, 'refreshToken');
    const expiresAt: unknown = Reflect.get(value, 'expiresAt');
    if (
      typeof accessToken !== 'string' ||
      typeof refreshToken !== 'string' ||
      typeof expiresAt !== 'number'
    ) {
      return null;
    }
    return { accessToken, refreshToken, expiresAt };
  } catch {
    return null;
  }
}

export interface AuthStorage extends SessionStorage {
  readAccess(): StoredAccess | null;
}

// Private mode or a full disk make localStorage throw; the session then just lasts one tab.
function safely<T>(fallback: T, task: () => T): T {
  try {
    return task();
  } catch {
    return fallback;
  }
}

export function createAuthStorage(
  storage: Storage,
  events: Pick<Window, 'addEventListener' | 'removeEventListener'>,
): AuthStorage {
  return {
    read: () => safely(null, () => parseStoredTokens(storage.getItem(AUTH_STORAGE_KEY))),
    write: (tokens) =>
      safely(undefined, () => storage.setItem(AUTH_STORAGE_KEY, JSON.stringify(tokens))),
    clear: () =>
      safely(undefined, () => {
        storage.removeItem(AUTH_STORAGE_KEY);
        storage.removeItem(ACCESS_STORAGE_KEY);
      }),
    rememberAccess: (profile) =>
      safely(undefined, () =>
        storage.setItem(ACCESS_STORAGE_KEY, encodeStoredAccess(storedAccessOf(profile))),
      ),
    readAccess: () =>
      safely(null, () => {
        const text = storage.getItem(ACCESS_STORAGE_KEY);
        return text ? decodeStoredAccess(text) : null;
      }),
    subscribe: (listener) => {
      const onStorage = (event: StorageEvent) => {
        // key null: the other tab called localStorage.clear().
        if (event.storageArea !== storage || (event.key !== AUTH_STORAGE_KEY && event.key !== null))
          return;
        const tokens = event.key === null ? null : parseStoredTokens(event.newValue);
        // A rewrite with the same tokens is not news.
        if (
          tokens &&
          event.oldValue &&
          parseStoredTokens(event.oldValue)?.accessToken === tokens.accessToken
        )
          return;
        listener(tokens);
      };
      events.addEventListener('storage', onStorage);
      return () => events.removeEventListener('storage', onStorage);
    },
  };
}

/** Serialises refreshes across tabs with the Web Locks API where the browser has it. */
export function acrossTabs<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  // LockManager.request resolves with the callback's result once the lock is released.
  return new Promise<T>((resolve, reject) => {
    locks.request('backoffice.session.refresh', () => task().then(resolve, reject)).catch(reject);
  });
}

/** The browser's storage for the session (localStorage, `storage` events of window). */
export function createBrowserAuthStorage(): AuthStorage {
  return createAuthStorage(window.localStorage, window);
}
