// One realtime channel for the whole SPA, stable across logins: features subscribe once, and the
// channel attaches those subscriptions to a graphql-ws client whenever the session opens it (after
// login) and detaches them when the session closes it (logout), without the features noticing.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Realtime, RealtimeOptions, SubscriptionSink } from './realtime';

// graphql-ws is loaded with the first login, not with the login page.
const loadRealtime = (options: RealtimeOptions): Promise<Realtime> =>
  import('./realtime').then((m) => m.createRealtime(options));

interface Entry {
  attach(realtime: Realtime): () => void;
  detach: (() => void) | null;
}

export interface RealtimeChannel {
  open(options: RealtimeOptions): void;
  close(): Promise<void>;
  isOpen(): boolean;
  subscribe<TResult, TVariables>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables: TVariables,
    sink: SubscriptionSink<TResult>,
  ): () => void;
}

export function createRealtimeChannel(
  factory: (options: RealtimeOptions) => Realtime | Promise<Realtime> = loadRealtime,
): RealtimeChannel {
  const entries = new Set<Entry>();
  let current: Realtime | null = null;
  // Bumped by every open and close, so a client that finishes loading after a close is dropped.
  let generation = 0;
  let opening = false;

  const attachAll = (realtime: Realtime) =>
    entries.forEach((entry) => (entry.detach = entry.attach(realtime)));

  return {
    open(options) {
      if (current || opening) return;
      const mine = ++generation;
      const made = factory(options);
      if (!(made instanceof Promise)) {
        current = made;
        attachAll(made);
        return;
      }
      opening = true;
      void made.then((realtime) => {
        opening = false;
        if (mine !== generation) return void realtime.dispose();
        current = realtime;
        attachAll(realtime);
      });
    },
    async close() {
      generation++;
      opening = false;
      const realtime = current;
      current = null;
      entries.forEach((entry) => {
        entry.detach?.();
        entry.detach = null;
      });
      await realtime?.dispose();
    },
    isOpen: () => current !== null || opening,
    subscribe(document, variables, sink) {
      const entry: Entry = {
        attach: (realtime) => realtime.subscribe(document, variables, sink),
        detach: null,
      };
      entries.add(entry);
      if (current) entry.detach = entry.attach(current);
      return () => {
        entry.detach?.();
        entries.delete(entry);
      };
    },
  };
}

/** The SPA's channel; SessionProvider opens it after login and closes it on logout. */
export const realtimeChannel: RealtimeChannel = createRealtimeChannel();
