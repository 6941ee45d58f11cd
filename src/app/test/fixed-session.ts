import { beforeEach, vi } from 'vitest';
import type { AccessSubject } from '../../shared/access';
import * as sessionHook from '../../lib/auth/use-session';
import type { SessionView } from '../../lib/auth/use-session';
import type { SessionStatus } from '../route-decision';

export interface FixedSession {
  current: { status: SessionStatus; profile: unknown; subject: AccessSubject | null };
}

/**
 * Tests of the router and its guard run against a fixed session (the session's own machine is
 * tested apart): called at a file's top level, it answers `useSession` from `current`, which each
 * test sets. Spies are undone after every test, so it spies again before each one.
 */
export function fixSession(): FixedSession {
  const session: FixedSession = { current: { status: 'loggedOut', profile: null, subject: null } };
  beforeEach(() => {
    vi.spyOn(sessionHook, 'useSession').mockImplementation(() => ({
      ...(session.current as Omit<SessionView, 'logout'>),
      logout: () => undefined,
    }));
  });
  return session;
}
