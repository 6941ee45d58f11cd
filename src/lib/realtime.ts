// The realtime push channel (spec §1; ARCHITECTURE §6): one graphql-ws client, opened eagerly
// (lazy: false) once logged in, reconnecting forever with exponential backoff. The token is read
// at every (re)connection, so a refreshed token is used without rebuilding the client.
import { createClient, type Client } from 'graphql-ws';
import { print, type FormattedExecutionResult } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { realtimeUrl } from './env';
import { GraphQLRequestError } from './network/errors';

export interface RealtimeOptions {
  /** The access token for the connection; may refresh first when it is about to expire. */
  getAccessToken: () => Promise<string | null>;
  url?: string;
  /** For tests and Node: a WebSocket implementation. */
  webSocketImpl?: unknown;
}

export interface SubscriptionSink<TResult> {
  next(data: TResult): void;
  error?(error: unknown): void;
  complete?(): void;
  /**
   * The connection came back after a drop (graphql-ws subscribes again by itself): whatever the
   * server pushed meanwhile was missed, so a feed reads its data again.
   */
  resumed?(): void;
}

export interface Realtime {
  subscribe<TResult, TVariables>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables: TVariables,
    sink: SubscriptionSink<TResult>,
  ): () => void;
  dispose(): Promise<void>;
  client: Client;
}

const MAX_WAIT_MS = 30_000;

/** 1 s, 2 s, 4 s … capped at 30 s, with jitter so reconnecting tabs do not stampede the server. */
export function backoffDelay(retries: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_WAIT_MS, 1000 * 2 ** retries);
  return Math.round(base / 2 + (random() * base) / 2);
}

export function createRealtime(options: RealtimeOptions): Realtime {
  const client = createClient({
    url: options.url ?? realtimeUrl(),
    lazy: false,
    retryAttempts: Infinity,
    // Network failures (server restarting, laptop waking up) are worth retrying too.
    shouldRetry: () => true,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, backoffDelay(retries))),
    connectionParams: async () => {
      const token = await options.getAccessToken();
      if (!token) return {};
      const bearer = `Bearer ${token}`;
      // Both spellings: header-style servers read Authorization, others authorization.
      return { Authorization: bearer, authorization: bearer };
    },
    onNonLazyError: (error) => console.warn('[realtime]', error),
    webSocketImpl: options.webSocketImpl,
  });

  return {
    client,
    subscribe<TResult, TVariables>(
      document: TypedDocumentNode<TResult, TVariables>,
      variables: TVariables,
      sink: SubscriptionSink<TResult>,
    ) {
      const stopResumed = sink.resumed
        ? client.on('connected', (_socket, _payload, wasRetry) => {
            if (wasRetry) sink.resumed?.();
          })
        : undefined;
      const unsubscribe = client.subscribe<TResult>(
        { query: print(document), variables: variables ?? {} },
        {
          next: (result: FormattedExecutionResult<TResult>) => {
            if (result.errors?.length) {
              console.warn('[realtime]', result.errors);
              sink.error?.(new GraphQLRequestError(result.errors, null));
            } else if (result.data) {
              sink.next(result.data);
            }
          },
          error: (error) => sink.error?.(error),
          complete: () => sink.complete?.(),
        },
      );
      return () => {
        stopResumed?.();
        unsubscribe();
      };
    },
    dispose: async () => {
      await client.dispose();
    },
  };
}
