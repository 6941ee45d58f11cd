import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import postgres from 'postgres';
import { print } from 'graphql';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import {
  BookingOrderDocument,
  BookingRequestDocument,
  MeDocument,
  PreapprovalDocument,
  ProjectsDocument,
  PromiseOrderDocument,
  PromiseRequestDocument,
  ProspectDetailsDocument,
  QuotationDocument,
  QuotationsDocument,
  RecordChangedDocument,
} from '../../graphql/generated/client/graphql';
import { buildApp } from '../../src/server/app';
import { openDatabase, type Database } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/db/rows';
import { z } from 'zod';
import { seedIfEmpty } from '../../src/server/db/seed';
import { news, promiseRequests } from '../../src/server/db/schema';
import { pageNews } from '../../src/server/modules/news/news.repository';
import {
  RACERS,
  racePromiseRequests,
  setUpPromiseRace,
} from '../../src/server/modules/promises/promises.race.fixtures';
import { publishUntilHeard } from '../harness/realtime';
import { executeOperation, login, testConfig } from '../harness/test-app';
import { dropTestDatabase } from '../harness/drop-database';

// The same server on a PostgreSQL server (DATABASE_URL) instead of PGlite, as two stateless
// instances sharing one database (ARCHITECTURE §4): sessions and realtime events cross instances.
// .ci/run installs PostgreSQL 15 and sets TEST_DATABASE_URL (a role that may create databases).
const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('on PostgreSQL, two instances', () => {
  const name = `bo_test_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl ?? '', { max: 1, onnotice: () => undefined });
  const config = testConfig();
  let databases: Database[] = [];
  let apps: FastifyInstance[] = [];
  /** A third instance with a short budget (GRAPHQL_TIMEOUT_MS and statement_timeout). */
  const BUDGET_MS = 400;
  let testUrl = '';
  let budgeted: { database: Database; app: FastifyInstance } | undefined;

  beforeAll(async () => {
    await admin.unsafe(`create database ${name}`);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    databases = [
      await openDatabase({ databaseUrl: url.href }),
      await openDatabase({ databaseUrl: url.href }),
    ];
    await seedIfEmpty(databases[0]!, { demo: true, adminEmail: '', adminPassword: '' });
    apps = await Promise.all(databases.map((database) => buildApp({ database, config })));
    await apps[1]!.listen({ port: 0, host: '127.0.0.1' });
    testUrl = url.href;
    const database = await openDatabase({ databaseUrl: testUrl, statementTimeoutMs: BUDGET_MS });
    const app = await buildApp({ database, config: testConfig({ graphqlTimeoutMs: BUDGET_MS }) });
    budgeted = { database, app };
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await budgeted?.app.close();
    await budgeted?.database.close();
    await Promise.all(databases.map((database) => database.close()));
    await dropTestDatabase(admin, name);
    await admin.end();
  });

  it('migrates, seeds, and serves a session issued by the other instance', async () => {
    const { access_token } = await login(apps[0]!, 'admin@demo.cl');
    const res = await executeOperation(apps[1]!, MeDocument, {}, access_token);
    expect(res.data?.me).toMatchObject({ email: 'admin@demo.cl', roles: [{ name: 'Admin' }] });
  });

  it('answers every details page from its statement built once: again, and on the other instance', async () => {
    const { access_token } = await login(apps[0]!, 'admin@demo.cl');
    const db = databases[0]!.db;
    const pages: [TypedDocumentNode<unknown, { id: string }>, string][] = [
      [QuotationDocument, 'quotations'],
      [BookingRequestDocument, 'booking_requests'],
      [BookingOrderDocument, 'booking_orders'],
      [PromiseRequestDocument, 'promise_requests'],
      [PromiseOrderDocument, 'promise_orders'],
      [PreapprovalDocument, 'preapprovals'],
      [ProspectDetailsDocument, 'prospects'],
    ];
    for (const [document, table] of pages) {
      const rows = await db.execute(sql`select min(id) as id from ${sql.identifier(table)}`);
      const id = String(rowsOf(z.object({ id: z.coerce.number() }), rows)[0]?.id);
      const answers = [];
      for (const app of [apps[0]!, apps[0]!, apps[1]!]) {
        const res = await executeOperation(app, document, { id }, access_token);
        expect(res.errors).toBeUndefined();
        answers.push(JSON.stringify(res.data));
      }
      expect(answers[0]).toContain(`"id":"${id}"`);
      expect(new Set(answers).size).toBe(1);
    }
  });

  it('answers a prospect to its agency under the scope given as parameters', async () => {
    const email = 'realstateadmin@demo.cl';
    const { access_token } = await login(apps[0]!, email);
    const rows = await databases[0]!.db.execute(sql`select min(p.id) as id from prospects p
      join projects pr on pr.id = p.project_id
      join real_state_agency_users au on au.real_state_agency_id = pr.real_state_agency_id
      join users u on u.id = au.user_id where u.email = ${email}`);
    const id = String(rowsOf(z.object({ id: z.coerce.number() }), rows)[0]?.id);
    for (const app of [apps[0]!, apps[1]!]) {
      const res = await executeOperation(app, ProspectDetailsDocument, { id }, access_token);
      expect(res.errors).toBeUndefined();
      expect(res.data?.prospects.data[0]?.id).toBe(id);
    }
  });

  it('refuses, on one instance, a token logged out on the other', async () => {
    const { access_token } = await login(apps[0]!, 'realstateadmin@demo.cl');
    await apps[0]!.inject({
      method: 'POST',
      url: '/logout',
      headers: { authorization: `Bearer ${access_token}` },
    });
    const res = await executeOperation(apps[1]!, MeDocument, {}, access_token);
    expect(res.statusCode).toBe(401);
  });

  it('delivers to a subscriber of one instance what the other published (LISTEN/NOTIFY)', async () => {
    const { access_token } = await login(apps[0]!, 'admin@demo.cl');
    const address = apps[1]!.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const client = createClient({
      url: `ws://127.0.0.1:${port}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams: { authorization: `Bearer ${access_token}` },
    });
    const iterator = client.iterate({ query: print(RecordChangedDocument), variables: {} });
    const event = {
      type: 'contact',
      action: 'created',
      id: '9',
      project_id: null,
      agency_id: null,
    };
    const heard = await publishUntilHeard(databases[0]!, iterator.next(), event);
    expect(heard.value).toMatchObject({ data: { recordChanged: { id: '9' } } });
    await iterator.return?.();
    await client.dispose();
  });

  it(`lets exactly one of ${RACERS} simultaneous promises of one home win, on real connections`, async () => {
    const { access_token } = await login(apps[0]!, 'realstateadmin@demo.cl');
    const { requestIds } = await setUpPromiseRace(databases[0]!.db, 'realstateadmin@demo.cl');
    const answers = await racePromiseRequests(apps, access_token, requestIds);
    expect(answers.filter((a) => a.result.errors === undefined)).toHaveLength(1);
    for (const { result } of answers.filter((a) => a.result.errors)) {
      expect(result.errors?.[0]?.message).toMatch(/ya está prometida en la solicitud de promesa/);
    }
    const rows = await databases[0]!.db
      .select({ status: promiseRequests.status })
      .from(promiseRequests)
      .where(inArray(promiseRequests.id, requestIds));
    expect(rows.filter((row) => row.status === 'paid')).toHaveLength(1);
  });

  it('keeps audit rows append-only on PostgreSQL too', async () => {
    await databases[0]!.exec(
      "insert into audits (event, auditable_type, auditable_id) values ('created', 'User', '1')",
    );
    await expect(databases[0]!.exec('update audits set event = event')).rejects.toThrow(
      /no se puede modificar/,
    );
  });

  it('keeps a news search total exact on one instance while another writes, concurrently', async () => {
    const [one, two] = [databases[0]!, databases[1]!];
    const insert = (db: Database, i: number) =>
      db.exec(`insert into news (title, body, date, status)
        values ('Subsidio en paralelo ${i}', 'cuerpo', '2025-05-0${1 + (i % 9)}', ${i % 2})`);
    // Over a page of matches, so that the total is counted, kept, then replayed after writes.
    await Promise.all(Array.from({ length: 20 }, (_, i) => insert(two, i)));
    const total = async (status?: 0 | 1) =>
      (await pageNews(one.db, { title: 'en paralelo', status }, 1)).total;
    expect([await total(), await total(1)]).toEqual([20, 10]);
    await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => insert(i % 2 ? one : two, 20 + i)),
      two.exec("update news set status = 1 - status where title like 'Subsidio en paralelo 1%'"),
      two.exec("delete from news where title = 'Subsidio en paralelo 3'"),
    ]);
    const truth = await one.db.$count(
      news,
      and(like(news.title, 'Subsidio en paralelo%'), eq(news.status, 1)),
    );
    expect([await total(), await total(1)]).toEqual([29, truth]);
  });

  it('answers TIMEOUT past the budget, and PostgreSQL cancels the statement itself', async () => {
    const { app } = budgeted!;
    const { access_token } = await login(app, 'admin@demo.cl');
    const locker = postgres(testUrl, { max: 1, onnotice: () => undefined });
    try {
      await locker.begin(async (tx) => {
        // Another session holds the quotations: the list's statement waits behind it.
        await tx`lock table quotations in access exclusive mode`;
        const waiting = () =>
          tx`select count(*)::int as n from pg_stat_activity
            where datname = ${name} and wait_event_type = 'Lock'`.then(([row]) => row?.n ?? 0);
        const started = Date.now();
        const res = await executeOperation(app, QuotationsDocument, { page: 1 }, access_token);
        expect(Date.now() - started).toBeLessThan(BUDGET_MS + 1_000);
        expect(res.statusCode).toBe(503);
        expect(res.errors?.[0]?.extensions?.code).toBe('TIMEOUT');
        expect(res.errors?.[0]?.message).toMatch(/tardó más de/);
        // statement_timeout ends the waiting statement: no query is left behind the lock.
        await expect.poll(waiting, { timeout: 3 * BUDGET_MS }).toBe(0);
      });
    } finally {
      await locker.end();
    }
  });

  it('stops reading for a client that went away', async () => {
    const [database, app] = [databases[1]!, apps[1]!];
    const { access_token } = await login(app, 'admin@demo.cl');
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const ask = (signal: AbortSignal) =>
      fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        signal,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
        body: JSON.stringify({ query: print(ProjectsDocument), variables: { page: 1 } }),
      });
    // Every statement the instance prepares (as sales-common/statements.fixtures.ts counts them).
    const proto = Object.getPrototypeOf(database.db._.session) as { prepareQuery: () => unknown };
    const statements = vi.spyOn(proto, 'prepareQuery');
    const locker = postgres(testUrl, { max: 1, onnotice: () => undefined });
    try {
      // The full answer in-process: a kept-alive socket of fetch would hold the server's close.
      const full = await executeOperation(app, ProjectsDocument, { page: 1 }, access_token);
      expect(full.errors).toBeUndefined();
      const whole = statements.mock.calls.length;
      statements.mockClear();
      await locker.begin(async (tx) => {
        await tx`lock table projects in access exclusive mode`;
        const client = new AbortController();
        const answer = ask(client.signal).catch(() => 'gone');
        await expect
          .poll(
            async () =>
              (
                await tx`select count(*)::int as n from pg_stat_activity
            where datname = ${name} and wait_event_type = 'Lock'`
              )[0]?.n,
          )
          .toBeGreaterThan(0);
        client.abort();
        expect(await answer).toBe('gone');
        await new Promise((resolve) => setTimeout(resolve, 100));
      });
      // The page's statement ends once the lock is gone; nothing is read after it for nobody.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(whole).toBeGreaterThan(3);
      expect(statements.mock.calls.length).toBeLessThan(whole - 1);
    } finally {
      statements.mockRestore();
      await locker.end();
    }
  });

  it('seeds the demo through a connection with a short statement_timeout', async () => {
    const fresh = `${name}_seed`;
    await admin.unsafe(`create database ${fresh}`);
    const url = new URL(testUrl);
    url.pathname = `/${fresh}`;
    const database = await openDatabase({ databaseUrl: url.href, statementTimeoutMs: 100 });
    try {
      await expect(
        seedIfEmpty(database, { demo: true, adminEmail: '', adminPassword: '' }),
      ).resolves.toBe('seeded-demo');
    } finally {
      await database.close();
      await dropTestDatabase(admin, fresh);
    }
  });
});
