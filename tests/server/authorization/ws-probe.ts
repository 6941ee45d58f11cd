import type { FastifyInstance } from 'fastify';
import { print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { Database } from '../../../src/server/db/client';
import { EventBus } from '../../../src/server/realtime/bus';
import type { Principal } from '../../harness/principals';
import type { OperationProbe } from './operation-probes';

// Subscriptions go over graphql-ws on /graphql, as the SPA runs them: the token travels once in
// connectionParams (none for anonymous, whose connection the server closes with 4403).

export function connectAs(url: string, principal: Principal): Client {
  return createClient({
    url,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: true,
    ...(principal.token
      ? { connectionParams: { authorization: `Bearer ${principal.token}` } }
      : {}),
  });
}

export interface WsAnswer {
  /** The socket was closed on us (code) instead of answering. */
  closed: number | null;
  /** extensions.code of the first error; null when there is none. */
  code: string | null;
  hasData: boolean;
}

/** Reads one delivery (or the refusal) of a running subscription. */
export async function nextAnswer(
  iterator: AsyncIterator<{ data?: unknown; errors?: readonly unknown[] }>,
  field: string,
): Promise<WsAnswer> {
  try {
    const result = await iterator.next();
    if (result.done) return { closed: null, code: 'COMPLETED', hasData: false };
    const { data, errors } = result.value;
    const first: unknown = errors?.[0];
    const extensions =
      first && typeof first === 'object' && 'extensions' in first ? first.extensions : undefined;
    const code =
      extensions && typeof extensions === 'object' && 'code' in extensions
        ? String(extensions.code)
        : errors?.length
          ? 'NO_CODE'
          : null;
    const value = data && typeof data === 'object' ? Reflect.get(data, field) : null;
    return { closed: null, code, hasData: value != null };
  } catch (error) {
    const closed =
      error && typeof error === 'object' && 'code' in error ? Number(error.code) : Number.NaN;
    return { closed, code: null, hasData: false };
  }
}

export function subscribeProbe(client: Client, probe: OperationProbe) {
  return client.iterate({ query: print(probe.document), variables: probe.variables });
}

/**
 * A subscription registers asynchronously after `subscribe` is sent: publish on the topic until
 * the first delivery arrives (no fixed sleep), then hand that delivery back.
 */
export async function publishUntilAnswered<T>(
  database: Database,
  topic: string,
  payload: unknown,
  answer: Promise<T>,
): Promise<T> {
  const bus = new EventBus(database);
  let done = false;
  void answer.finally(() => (done = true));
  while (!done) {
    await bus.publish(topic, payload);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return answer;
}

/** Starts the test app on a free loopback port; returns the ws:// address of /graphql. */
export async function listenForSockets(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/graphql`;
}
