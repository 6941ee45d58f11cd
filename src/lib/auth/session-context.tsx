// SessionProvider: one session actor for the app (created with @xstate/react's useActorRef, which
// survives StrictMode's double effects), connected to the network path and realtime channel.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import type { SessionMachine } from '../../../machines/session/session.machine';
import { connectSession, sessionMachineFor, type SessionRuntimeOptions } from './session-runtime';

const SessionContext = createContext<ActorRefFrom<SessionMachine> | null>(null);

const browserRuntime: SessionRuntimeOptions = {
  navigate: (to) => navigate(to, { replace: true }),
  reload: () => window.location.reload(),
};

export interface SessionProviderProps {
  children: ReactNode;
  /** Replaces navigation, reload or dependencies (tests, stories). */
  runtime?: SessionRuntimeOptions;
}

export function SessionProvider({ children, runtime = browserRuntime }: SessionProviderProps) {
  // The machine is built once: a new one per render would restart the session.
  const [machine] = useState(() => sessionMachineFor(runtime));
  const [channel] = useState(() => runtime.realtime);
  const actor = useActorRef(machine);
  useEffect(() => connectSession(actor, channel), [actor, channel]);
  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>;
}

/** The session actor, for `useSelector` with `matches`, `hasTag` and `can`. */
export function useSessionActorRef(): ActorRefFrom<SessionMachine> {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error('useSessionActorRef necesita un SessionProvider.');
  return actor;
}
