import { beforeEach, describe, expect, it, vi } from 'vitest';
import { profileFixture, tokensFixture } from '../../machines/session/session.test-kit';
import {
  ACCESS_STORAGE_KEY,
  AUTH_STORAGE_KEY,
  createAuthStorage,
  parseStoredTokens,
} from './auth-storage';

const storage = () => createAuthStorage(window.localStorage, window);

beforeEach(() => window.localStorage.clear());

function otherTab(key: string | null, newValue: string | null, oldValue: string | null = null) {
  window.dispatchEvent(
    new StorageEvent('storage', { key, newValue, oldValue, storageArea: window.localStorage }),
  );
}

describe('auth storage', () => {
  it('keeps tokens and the encoded role and permissions, and clears both', () => {
    const s = storage();
    s.write(tokensFixture(1));
    s.rememberAccess(profileFixture);
    expect(s.read()).toEqual(tokensFixture(1));
    expect(window.localStorage.getItem(ACCESS_STORAGE_KEY)).not.toContain('show-projects');
    expect(s.readAccess()).toEqual({
      role: 'RealstateAdmin',
      permissions: ['show-projects', 'show-users'],
    });
    s.clear();
    expect([s.read(), s.readAccess()]).toEqual([null, null]);
  });

  it('ignores tampered values', () => {
    window.localStorage.setItem(AUTH_STORAGE_KEY, '{"accessToken":1}');
    expect(storage().read()).toBeNull();
    expect(parseStoredTokens('no json')).toBeNull();
  });

  it('reports token changes made by other tabs', () => {
    const listener = vi.fn();
    const stop = storage().subscribe(listener);
    otherTab(AUTH_STORAGE_KEY, JSON.stringify(tokensFixture(2)));
    otherTab('backoffice.layout', 'vertical');
    otherTab(AUTH_STORAGE_KEY, null);
    otherTab(null, null);
    stop();
    otherTab(AUTH_STORAGE_KEY, null);
    expect(listener.mock.calls).toEqual([[tokensFixture(2)], [null], [null]]);
  });
});
