import { performance } from 'node:perf_hooks';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { QUERY_LIMITS } from '../../../src/server/graphql/limits';
import { login, startTestApp, type TestApp } from '../../harness/test-app';
import {
  cyclicNesting,
  deepIntrospection,
  hugeVariables,
  manyAliases,
  manyDirectives,
  manyTokens,
} from './documents';

// Issue 27: what used to stop the server for everyone, sent by the lowest agency role (the
// RealstateVendor of the second agency). Each is refused before it runs, fast, in Spanish.

let t: TestApp;
let token: string;
let url: string;

beforeAll(async () => {
  t = await startTestApp('demo');
  ({ access_token: token } = await login(t.app, 'vendedor2@demo.cl', undefined, t.config));
  url = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/graphql`;
});
afterAll(() => t.close());

/** Over real HTTP, as an attacker would send it: the time counts the transfer too. */
async function send(payload: unknown, bearer: string | null = token) {
  const text = JSON.stringify(payload);
  const started = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    body: text,
  });
  const body = (await res.json()) as {
    data?: unknown;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
  const ms = performance.now() - started;
  return { status: res.status, ms, body, error: body.errors?.[0] };
}

/**
 * The quickest of three tries: the first of a kind may load code, and on a shared CI machine
 * another suite may hold the CPU for a moment; the bound is for what the server itself spends.
 */
async function quickest(payload: unknown, bearer?: string | null) {
  const tries = [];
  for (let i = 0; i < 3; i++) tries.push(await send(payload, bearer));
  return tries.reduce((best, next) => (next.ms < best.ms ? next : best));
}

describe('hostile documents are refused before they run', () => {
  it('answers a legitimate document of the same shape (the test speaks to a live server)', async () => {
    const { status, body } = await send({ query: cyclicNesting(3) });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data).toHaveProperty('realstateagenciesnopagination');
  });

  it.each([
    ['cyclic nesting, 9 levels', cyclicNesting(9), ['cost', 'depth']],
    ['cyclic nesting, 12 levels', cyclicNesting(12), ['depth']],
    ['1,000 aliases of the projects page', manyAliases(1_000), ['tokens', 'aliases']],
    [`${QUERY_LIMITS.aliases + 1} aliases`, manyAliases(QUERY_LIMITS.aliases + 1), ['aliases']],
    ['a 50,000-token document', manyTokens(50_000), ['tokens']],
    ['more directives than allowed', manyDirectives(QUERY_LIMITS.directives + 1), ['directives']],
  ])('%s', async (_name, query, limits) => {
    const { status, ms, error } = await quickest({ query });
    expect(status).toBe(400);
    expect(error?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect(limits).toContain(error?.extensions?.limit);
    expect(error?.message).toMatch(/^La consulta /);
    expect(ms).toBeLessThan(100);
  });

  it('refuses deep introspection', async () => {
    const { ms, body, error } = await quickest({ query: deepIntrospection(6) });
    // graphql-js's own rule (three nested `fields`) refuses it before our limits would.
    expect(body.data).toBeUndefined();
    expect(error?.message).toBe('Maximum introspection depth exceeded');
    expect(ms).toBeLessThan(100);
  });

  it('refuses huge variables before parsing them', async () => {
    const { status, body } = await send(hugeVariables(500_000));
    expect(status).toBe(413);
    expect(JSON.stringify(body)).toMatch(/supera el máximo de 4 MB/);
    // Proof that the body was never parsed: the same size of broken JSON gets the same 413, where
    // a parser would have answered 400 (and does, for a small broken body).
    const broken = `${JSON.stringify(hugeVariables(500_000)).slice(0, -1)},`;
    const raw = (text: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: text,
      });
    expect((await raw(broken)).status).toBe(413);
    expect((await raw('{"query": ')).status).toBe(400);
  });

  it('refuses a list variable of more than 1,000 items', async () => {
    const { status, ms, error } = await quickest(hugeVariables(QUERY_LIMITS.listItems + 1));
    expect(status).toBe(400);
    expect(error?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 'listItems' });
    expect(ms).toBeLessThan(100);
    expect((await send(hugeVariables(QUERY_LIMITS.listItems))).status).toBe(200);
  });

  it('refuses introspection and hides suggestions for anonymous requests', async () => {
    const schema = await send({ query: '{ __schema { queryType { name } } }' }, null);
    expect(schema.status).toBe(400);
    expect(schema.error?.extensions?.code).toBe('INTROSPECTION_DISABLED');
    const typo = await send({ query: '{ projectz(page: 1) { total } }' }, null);
    expect(typo.error?.message).toContain('projectz');
    expect(typo.error?.message).not.toMatch(/Did you mean|projects/);
    // A signed-in tool outside production keeps both (GRAPHQL_INTROSPECTION).
    const tool = await send({ query: '{ __schema { queryType { name } } }' });
    expect(tool.status).toBe(200);
    expect((await send({ query: '{ projectz(page: 1) { total } }' })).error?.message).toMatch(
      /Did you mean "projects/,
    );
  });

  it('keeps /healthz answering while they arrive', async () => {
    const attacks = Array.from({ length: 20 }, (_, i) =>
      send({ query: i % 2 ? cyclicNesting(12) : manyAliases(1_000) }),
    );
    const started = performance.now();
    const health = await fetch(url.replace('/graphql', '/healthz'));
    const ms = performance.now() - started;
    await Promise.all(attacks);
    expect(health.status).toBe(200);
    expect(ms).toBeLessThan(500);
  });

  it('applies the same limits to subscriptions over graphql-ws', async () => {
    const client = createClient({
      url: url.replace('http', 'ws'),
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams: { authorization: `Bearer ${token}` },
    });
    const aliases = Array.from({ length: QUERY_LIMITS.aliases + 1 }, (_, i) => `n${i}: notificationReceived { id }`); // prettier-ignore
    const tooMany = `subscription { ${aliases.join(' ')} }`;
    try {
      const iterator = client.iterate({ query: tooMany });
      await expect(iterator.next()).rejects.toEqual([
        expect.objectContaining({
          message: `La consulta usa más de ${QUERY_LIMITS.aliases} alias.`,
          extensions: expect.objectContaining({ code: 'QUERY_TOO_COMPLEX' }),
        }),
      ]);
    } finally {
      await client.dispose();
    }
  });

  it('answers a bad or expired token with HTTP 401 and a GraphQL body', async () => {
    const { status, body, error } = await send({ query: '{ me { id } }' }, `${token}x`);
    expect(status).toBe(401);
    expect(body.data).toBeUndefined();
    expect(error).toEqual({
      message: 'Tu sesión no es válida o expiró. Inicia sesión nuevamente.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});
