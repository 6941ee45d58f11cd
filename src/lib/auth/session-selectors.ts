// What the UI reads from the session actor (CONVENTIONS rule 6: read the machine, never copy it).
import type { SnapshotFrom } from 'xstate';
import type { SessionMachine } from '../../../machines/session/session.machine';
import type { LoginFailure } from '../../../machines/session/session.types';

export type SessionSnapshot = SnapshotFrom<SessionMachine>;
export type SessionStatus = 'restoring' | 'loggedOut' | 'authenticating' | 'loggedIn';

export function statusOf(snapshot: SessionSnapshot): SessionStatus {
  if (snapshot.matches('restoring')) return 'restoring';
  if (snapshot.matches('authenticating')) return 'authenticating';
  if (snapshot.matches('loggedOut')) return 'loggedOut';
  // loggingOut still holds the tokens until the server answers: the user is still in.
  return 'loggedIn';
}

/** The login form waits while signing in and while the profile that decides the landing loads. */
export function loginBusy(snapshot: SessionSnapshot): boolean {
  return (
    snapshot.matches('authenticating') ||
    (snapshot.matches('loggedIn') && snapshot.context.profile === null)
  );
}

export function loginFailureOf(snapshot: SessionSnapshot): LoginFailure | null {
  return snapshot.matches({ loggedOut: 'error' }) ? snapshot.context.failure : null;
}
