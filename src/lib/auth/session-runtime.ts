// Wires the session machine to the browser: real actors (executor, OAuth, localStorage, Web
// Locks), navigation and reload, the executor's refresh/403/404 hooks, the realtime channel and
// the query cache. Kept out of React so the provider stays a thin shell.
import type { ActorRefFrom } from 'xstate';
import { createSessionActors } from '../../../machines/session/session.actors';
import { sessionMachine, type SessionMachine } from '../../../machines/session/session.machine';
import { createRefreshGate } from '../../../machines/session/session.refresh-gate';
import type { Profile, SessionDeps } from '../../../machines/session/session.types';
import { rememberViewer } from './viewer-cache';
import { acrossTabs, createBrowserAuthStorage } from '../auth-storage';
import { execute } from '../network/execute';
import { connectNetworkSession } from '../network/network-session';
import { createOAuthClient } from '../oauth';
import { queryClient } from '../query-client';
import { realtimeChannel, type RealtimeChannel } from '../realtime-channel';

export interface SessionRuntimeOptions {
  navigate(to: string): void;
  reload(): void;
  /** Replaces real dependencies (tests, stories). */
  deps?: Partial<SessionDeps>;
  /** The realtime channel to open once logged in; null for none (tests without a server). */
  realtime?: RealtimeChannel | null;
}

// The recordChanged follower loads with the first login, like the channel's own client: the login
// route needs neither the operation documents nor the map of record types.
function followRecordChanges(channel: RealtimeChannel): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  void import('../record-changes').then(({ invalidateOnRecordChanges }) => {
    if (!stopped) stop = invalidateOnRecordChanges(channel, queryClient);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

// A websocket handshake with a token about to expire would be refused a moment later.
const REALTIME_TOKEN_MARGIN_MS = 30_000;

export function sessionMachineFor(options: SessionRuntimeOptions) {
  const deps: SessionDeps = {
    execute,
    oauth: createOAuthClient(),
    storage: createBrowserAuthStorage(),
    exclusive: acrossTabs,
    ...options.deps,
  };
  return sessionMachine.provide({
    actors: createSessionActors(deps),
    actions: {
      navigate: (_, params) => options.navigate(params.to),
      reloadPage: () => options.reload(),
    },
  });
}

/** Connects a running session actor to the network path and realtime; returns the disconnect. */
export function connectSession(
  actor: ActorRefFrom<SessionMachine>,
  channel: RealtimeChannel | null = realtimeChannel,
): () => void {
  const requestRefresh = createRefreshGate(actor);
  const currentToken = () => actor.getSnapshot().context.tokens?.accessToken ?? null;
  const disconnectNetwork = connectNetworkSession({
    getAccessToken: currentToken,
    requestRefresh,
    onForbidden: () => actor.send({ type: 'request.forbidden' }),
    onNotFound: () => actor.send({ type: 'request.notFound' }),
  });

  const realtimeToken = async () => {
    const tokens = actor.getSnapshot().context.tokens;
    if (!tokens) return null;
    if (tokens.expiresAt - REALTIME_TOKEN_MARGIN_MS > Date.now()) return tokens.accessToken;
    return requestRefresh(tokens.accessToken).catch(() => null);
  };
  // Started at login, not at start-up (followRecordChanges).
  let stopInvalidation: () => void = () => undefined;

  let wasLoggedIn = false;
  let knownProfile: Profile | null = null;
  const follow = (loggedIn: boolean, loggedOut: boolean) => {
    if (loggedIn && !wasLoggedIn && channel) {
      stopInvalidation = followRecordChanges(channel);
      channel.open({ getAccessToken: realtimeToken });
    }
    if (!loggedIn && wasLoggedIn) {
      stopInvalidation();
      stopInvalidation = () => undefined;
      void channel?.close();
      // Another user may log in next in this tab: nothing of this one's data may linger.
      if (loggedOut) queryClient.clear();
    }
    wasLoggedIn = loggedIn;
  };
  // The profile the machine loaded is the one useViewer reads: screens do not ask for it again.
  const shareProfile = (profile: Profile | null) => {
    if (profile && profile !== knownProfile) rememberViewer(queryClient, profile);
    knownProfile = profile;
  };
  const subscription = actor.subscribe((snapshot) => {
    follow(snapshot.matches('loggedIn'), snapshot.matches('loggedOut'));
    shareProfile(snapshot.context.profile);
  });
  const now = actor.getSnapshot();
  follow(now.matches('loggedIn'), now.matches('loggedOut'));
  shareProfile(now.context.profile);

  return () => {
    subscription.unsubscribe();
    stopInvalidation();
    disconnectNetwork();
    void channel?.close();
  };
}
