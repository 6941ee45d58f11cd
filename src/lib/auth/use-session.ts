import { useCallback, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { Profile } from '../../../machines/session/session.types';
import { subjectOf } from './subject';
import type { AccessSubject } from '../../shared/access';
import { useSessionActorRef } from './session-context';
import { statusOf, type SessionStatus } from './session-selectors';

export interface SessionView {
  status: SessionStatus;
  /** The signed-in user's profile; null until loaded (status 'loggedIn' with null = loading). */
  profile: Profile | null;
  /** What the access policy needs (first role, permission names, status flag). */
  subject: AccessSubject | null;
  logout(): void;
}

export function useSession(): SessionView {
  const actor = useSessionActorRef();
  const status = useSelector(actor, statusOf);
  const profile = useSelector(actor, (snapshot) => snapshot.context.profile);
  const subject = useMemo(() => (profile ? subjectOf(profile) : null), [profile]);
  const logout = useCallback(() => actor.send({ type: 'logout.requested' }), [actor]);
  return { status, profile, subject, logout };
}
