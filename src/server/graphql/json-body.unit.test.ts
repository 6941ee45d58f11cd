import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_JSON_BODY_BYTES,
  onlyLargeOperation,
  registerJsonBodyParser,
  tooLargeMessage,
} from './json-body';

// The JSON body parser of the API: Fastify's own behind a size rule. Over 4 MiB only a
// registerPropertiesSave on /graphql is parsed (a spec client's jsonExcel); anything else is 413.

/** Rows of about 120 bytes each: `count` of them past the limit when count > 40,000. */
const rows = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    row: i + 2,
    type: 'Departamento',
    identifier: `A-${100 + i}`,
    model: 'Modelo «B» 2D [2B]',
    price: 1455.5 + i,
    visible: i % 2 === 0,
  }));
const big = rows(45_000);

const save =
  'mutation S($p: ID!, $jsonExcel: JSON!) { registerPropertiesSave(project_id: $p, jsonExcel: $jsonExcel) { status } }';
const other =
  'mutation U($p: ID!, $jsonExcel: JSON!) { editVisibleGroupedProperty(project_id: $p, jsonExcel: $jsonExcel) { status } }';
const both =
  'mutation S($p: ID!, $jsonExcel: JSON!) { registerPropertiesSave(project_id: $p, jsonExcel: $jsonExcel) { status } me { id } }';

describe('onlyLargeOperation', () => {
  it('admits requests whose every root field is registerPropertiesSave', () => {
    expect(onlyLargeOperation({ query: save })).toBe(true);
    for (const query of [other, both, '{ me { id } }', 'no es graphql', 7, undefined]) {
      expect(onlyLargeOperation({ query })).toBe(false);
    }
    expect(onlyLargeOperation(null)).toBe(false);
  });
});

describe('registerJsonBodyParser', () => {
  let app: FastifyInstance;
  const seen: unknown[] = [];

  beforeAll(async () => {
    app = Fastify({ bodyLimit: 50 * 1024 * 1024 });
    registerJsonBodyParser(app);
    app.post('/graphql', async (req) => {
      seen.push(req.body);
      return { ok: true };
    });
    app.post('/otra', async (req) => {
      seen.push(req.body);
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (payload: unknown, url = '/graphql') =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('is the usual parser for ordinary bodies, with its errors', async () => {
    expect((await post('{"query":"{ me { id } }"}')).statusCode).toBe(200);
    expect(seen.at(-1)).toEqual({ query: '{ me { id } }' });
    expect((await post('')).statusCode).toBe(400);
    expect((await post('{"query": ')).statusCode).toBe(400);
    expect((await post('{"__proto__": {"admin": true}}')).statusCode).toBe(400);
  });

  it('parses a registerPropertiesSave over 4 MiB', async () => {
    const body = { query: save, variables: { p: '3', jsonExcel: big } };
    expect(JSON.stringify(body).length).toBeGreaterThan(MAX_JSON_BODY_BYTES);
    expect((await post(body)).statusCode).toBe(200);
    expect(
      (seen.at(-1) as { variables: { jsonExcel: unknown[] } }).variables.jsonExcel,
    ).toHaveLength(45_000);
  });

  it('refuses any other body over 4 MiB with 413, in Spanish', async () => {
    const bodies = [
      [{ query: other, variables: { p: '3', jsonExcel: big } }, '/graphql'],
      [{ query: both, variables: { p: '3', jsonExcel: big } }, '/graphql'],
      [{ query: '{ me { id } }', variables: { filler: big } }, '/graphql'],
      [{ query: save, variables: { p: '3', jsonExcel: big } }, '/otra'],
    ] as const;
    for (const [body, url] of bodies) {
      const answer = await post(body, url);
      expect(answer.statusCode).toBe(413);
      expect(answer.body).toContain(tooLargeMessage);
    }
  });
});
