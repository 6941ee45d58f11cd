import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PreparedImports,
  PreparedJsonExcel,
  sha256,
} from '../modules/units-import/units-import.prepared';
import { jsonExcelSpan, registerJsonBodyParser, SHORTCUT_MIN_BYTES } from './json-body';

// The JSON body parser of the API: Fastify's own, except that a large registerPropertiesSave body
// whose jsonExcel bytes hash to a prepared save hands them over unparsed.

const rows = Array.from({ length: 400 }, (_, i) => ({
  row: i + 2,
  type: 'Departamento',
  identifier: `A-${100 + i}`,
  model: 'Modelo «B» 2D [2B]',
  price: 1455.5 + i,
  visible: i % 2 === 0,
  lots: null,
  note: 'comillas \\" y llaves } ] en el texto',
}));
const rowsText = JSON.stringify(rows);

const bodyOf = (value: unknown) => Buffer.from(JSON.stringify(value));

describe('jsonExcelSpan', () => {
  it('finds the list of variables.jsonExcel wherever the members come', () => {
    for (const body of [
      { query: 'mutation { x }', variables: { project_id: '1', jsonExcel: rows } },
      { variables: { jsonExcel: rows }, query: 'mutation { x }' },
      { query: 'q', variables: { other: [{ a: ['[', ']'] }], jsonExcel: rows }, id: 1 },
      // Members before it longer than the start read first: the whole body is read.
      { query: `# ${'ñ'.repeat(40_000)}`, variables: { jsonExcel: rows } },
    ]) {
      const bytes = bodyOf(body);
      const span = jsonExcelSpan(bytes);
      expect(span).not.toBeNull();
      expect(bytes.toString('utf8', span!.start, span!.end).startsWith(rowsText)).toBe(true);
    }
    const spaced = Buffer.from(`{ "query" : "q" ,\n "variables" : { "jsonExcel" : ${rowsText} } }`);
    const span = jsonExcelSpan(spaced);
    expect(spaced.toString('utf8', span!.start, span!.end)).toBe(rowsText);
  });

  it('answers null for bodies without a list there, or that are not a JSON object', () => {
    for (const text of [
      JSON.stringify({ query: 'q', variables: { jsonExcel: rowsText } }),
      JSON.stringify({ query: 'q', variables: { rows } }),
      JSON.stringify({ query: 'q', jsonExcel: rows }),
      JSON.stringify([{ query: 'q', variables: { jsonExcel: rows } }]),
      '{"query": "q", "variables": {"jsonExcel" [1]}}',
      '{"query": "q, "variables": {"jsonExcel": [1]}}',
      '',
    ]) {
      expect(jsonExcelSpan(Buffer.from(text))).toBeNull();
    }
  });
});

describe('registerJsonBodyParser', () => {
  let app: FastifyInstance;
  let imports: PreparedImports;
  const seen: unknown[] = [];

  beforeAll(async () => {
    app = Fastify();
    imports = new PreparedImports();
    registerJsonBodyParser(app, imports);
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

  const post = (payload: string | Buffer, url = '/graphql') =>
    app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

  // A prepared entry for `rows`, as a check would leave it.
  const prepare = async () => {
    await imports.prepare(7, {
      units: rows as never,
      kinds: rows.map(() => 'property' as const),
    });
  };

  it('is the usual parser for ordinary bodies, with its errors', async () => {
    expect((await post('{"query":"{ me { id } }"}')).statusCode).toBe(200);
    expect(seen.at(-1)).toEqual({ query: '{ me { id } }' });
    expect((await post('')).statusCode).toBe(400);
    expect((await post('{"query": ')).statusCode).toBe(400);
    expect((await post('{"__proto__": {"admin": true}}')).statusCode).toBe(400);
  });

  it('hands over the bytes of a prepared jsonExcel unparsed, and parses the rest', async () => {
    await prepare();
    const body = bodyOf({ query: 'mutation S', variables: { project_id: '3', jsonExcel: rows } });
    expect(body.length).toBeGreaterThan(SHORTCUT_MIN_BYTES);
    expect((await post(body)).statusCode).toBe(200);
    const parsed = seen.at(-1) as { query: string; variables: Record<string, unknown> };
    expect(parsed.query).toBe('mutation S');
    expect(parsed.variables.project_id).toBe('3');
    const given = parsed.variables.jsonExcel;
    expect(given).toBeInstanceOf(PreparedJsonExcel);
    expect((given as PreparedJsonExcel).digest).toBe(sha256(Buffer.from(rowsText)));
    expect((given as PreparedJsonExcel).parse()).toEqual(rows);
  });

  it('parses everything when the bytes differ, a second jsonExcel follows, or on other routes', async () => {
    await prepare();
    const changed = rows.map((row, i) => (i === 399 ? { ...row, price: 1 } : row));
    const bodies = [
      bodyOf({ query: 'q', variables: { jsonExcel: changed } }),
      Buffer.from(`{"query":"q","variables":{"jsonExcel":${rowsText},"jsonExcel":[1]}}`),
      Buffer.from(`{"query":"q","variables":{"jsonExcel":${rowsText},"jsonExcel":null}}`),
      Buffer.from(`{"variables":{"jsonExcel":${rowsText}},"query":"q","extensions":{"a":[1]}}`),
    ];
    const expected = [changed, [1], null, rows];
    for (const [i, body] of bodies.entries()) {
      expect((await post(body)).statusCode).toBe(200);
      const parsed = seen.at(-1) as { variables: { jsonExcel: unknown } };
      expect(parsed.variables.jsonExcel).toEqual(expected[i]);
    }
    expect((await post(bodyOf({ variables: { jsonExcel: rows } }), '/otra')).statusCode).toBe(200);
    expect((seen.at(-1) as { variables: { jsonExcel: unknown } }).variables.jsonExcel).toEqual(
      rows,
    );
  });

  it('refuses a prepared jsonExcel in a body that is not valid JSON elsewhere', async () => {
    await prepare();
    const broken = Buffer.from(`{"query":"q" "variables":{"jsonExcel":${rowsText}}}`);
    expect((await post(broken)).statusCode).toBe(400);
    const tail = Buffer.from(`{"query":"q","variables":{"jsonExcel":${rowsText}}},`);
    expect((await post(tail)).statusCode).toBe(400);
  });
});
