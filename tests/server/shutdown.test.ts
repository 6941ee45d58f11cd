import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRealtime } from '../../src/lib/realtime';
import { buildApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/client';
import { webhookDeliveries, webhookRecords, webhooks } from '../../src/server/db/schema';
import {
  publicInserts,
  salesContext,
  subscribe,
} from '../../src/server/modules/webhooks/webhooks.delivery.fixtures';
import { closeGracefully } from '../../src/server/observability/shutdown';
import { login, testConfig } from '../harness/test-app';
import { freshDatabase } from '../harness/test-database';

// What a deploy's SIGTERM does to a running instance (index.ts calls closeGracefully): a request in
// flight completes, a new connection is refused, the realtime sockets close with a code the SPA's
// client reconnects on, and a webhook delivery in flight is given back at once.

let database: Database;
beforeAll(async () => {
  database = await freshDatabase('demo');
});
afterAll(() => database.close());

async function until(done: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 10));
}

async function listening(app: FastifyInstance, port = 0): Promise<number> {
  await app.listen({ port, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** A route that answers when told to, added before the app starts. */
function slowRoute(app: FastifyInstance) {
  let release = () => undefined as void;
  let entered = false;
  const gate = new Promise<void>((resolve) => (release = resolve));
  app.get('/prueba/lenta', async () => {
    entered = true;
    await gate;
    return { terminado: true };
  });
  return { release: () => release(), entered: () => entered };
}

describe('a graceful shutdown', () => {
  it('lets a request in flight finish while refusing new connections', async () => {
    const app = await buildApp({ database, config: testConfig() });
    const slow = slowRoute(app);
    const port = await listening(app);
    const answer = fetch(`http://127.0.0.1:${port}/prueba/lenta`).then(async (res) => ({
      status: res.status,
      body: await res.json(),
    }));
    await until(slow.entered);

    const closing = closeGracefully(app);
    await until(() => !app.server.listening);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    slow.release();
    expect(await answer).toEqual({ status: 200, body: { terminado: true } });
    await closing;
  });

  it('cuts a request that outlasts the grace period, and still closes', async () => {
    const app = await buildApp({ database, config: testConfig() });
    slowRoute(app);
    const port = await listening(app);
    const answer = fetch(`http://127.0.0.1:${port}/prueba/lenta`).then(
      (res) => res.status,
      () => 'cortada',
    );
    await until(() => app.foreground.isQuiet(0) === false);
    await closeGracefully(app, { graceMs: 50 });
    expect(await answer).toBe('cortada');
  });

  it('closes the realtime sockets with 1001, on which the SPA reconnects to the next instance', async () => {
    const first = await buildApp({ database, config: testConfig() });
    const port = await listening(first);
    const { access_token } = await login(first, 'admin@demo.cl');
    const connected: boolean[] = [];
    const closes: number[] = [];
    const realtime = createRealtime({
      url: `ws://127.0.0.1:${port}/graphql`,
      getAccessToken: async () => access_token,
      webSocketImpl: WebSocket,
    });
    realtime.client.on('connected', (_socket, _payload, wasRetry) => connected.push(wasRetry));
    realtime.client.on('closed', (event) => closes.push((event as { code: number }).code));
    await until(() => connected.length === 1);

    await closeGracefully(first);
    await until(() => closes.length > 0);
    expect(closes[0]).toBe(1001);

    const next = await buildApp({ database, config: testConfig() });
    await listening(next, port);
    try {
      await until(() => connected.length === 2);
      expect(connected).toEqual([false, true]);
    } finally {
      await realtime.dispose();
      await next.close();
    }
  });

  it('gives a webhook delivery in flight back, due at once with its attempt not counted', async () => {
    const held: ServerResponse[] = [];
    let answering = false;
    const receiver = createServer((req, res) => {
      req.resume();
      if (answering) res.writeHead(200).end('{"ok":true}');
      else held.push(res);
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const config = testConfig({ webhooksAllowedHosts: ['127.0.0.1'] });
    const { db } = database;
    await db.delete(webhooks);
    const hook = await subscribe(db, (await salesContext(db)).projectId, 'contact.created', url);
    const deliveries = () =>
      db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhook_id, hook.id));

    const app = await buildApp({ database, config, webhookRunner: true });
    await app.ready();
    await publicInserts.contact(db, await salesContext(db));
    await until(() => held.length === 1);
    expect((await deliveries())[0]).toMatchObject({ attempts: 1, locked_at: expect.any(Date) });

    await closeGracefully(app);
    const [released] = await deliveries();
    expect(released).toMatchObject({ status: 'queued', attempts: 0, locked_at: null });
    expect(released!.next_attempt_at.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await db.select().from(webhookRecords).where(eq(webhookRecords.webhook_id, hook.id))).toEqual([]); // prettier-ignore

    // Another instance sends it straight away: no lease to wait for.
    answering = true;
    const other = await buildApp({ database, config });
    try {
      await other.webhookRunner.drain();
      expect((await deliveries())[0]).toMatchObject({ status: 'delivered', attempts: 1 });
    } finally {
      await other.close();
      for (const res of held) res.destroy();
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });
});
