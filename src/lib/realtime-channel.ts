// One realtime channel for the whole SPA, stable across logins: features subscribe once, and the
// channel attaches those subscriptions to a graphql-ws client whenever the session opens it (after
// login) and detaches them when the session closes it (logout), without the features noticing.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  createRealtime,
  type Realtime,
  type RealtimeOptions,
  type SubscriptionSink,
} from './realtime';

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
  factory: (options: RealtimeOptions) => Realtime = createRealtime,
): RealtimeChannel {
  const entries = new Set<Entry>();
  let current: Realtime | null = null;

  return {
    open(options) {
      if (current) return;
      const realtime = factory(options);
      current = realtime;
      entries.forEach((entry) => (entry.detach = entry.attach(realtime)));
    },
    async close() {
      const realtime = current;
      current = null;
      entries.forEach((entry) => {
        entry.detach?.();
        entry.detach = null;
      });
      await realtime?.dispose();
    },
    isOpen: () => current !== null,
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
