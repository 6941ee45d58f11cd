import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreateRealStateAgencyDocument,
  QuotationsDocument,
} from '../../../graphql/generated/client/graphql';
import { flowAnswer, startFakeFlow, type FakeFlow } from '../../../tests/support/fake-flow';
import {
  DEMO_PASSWORD,
  executeOperation,
  login,
  testConfig,
} from '../../../tests/harness/test-app';
import { freshDatabase } from '../../../tests/harness/test-database';
import { formatRut, rutCheckDigit } from '../../shared/rut';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import {
  confirmation,
  FLOW_KEYS,
  flowProject,
  pendingBooking,
} from '../modules/payments-flow/payments-flow.fixtures';
import { executeUpload, images } from '../storage/storage.fixtures';

// The request log as a collector reads it: one JSON line per request with its fields, and none of
// the secrets that travel through a login, a refresh, an upload, a RUT search, a download link and
// Flow's confirmation, whatever the level.

const chunks: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    chunks.push(chunk.toString('utf8'));
    done();
  },
});
const lines = () =>
  chunks
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

let flow: FakeFlow;
let database: Database;
let app: FastifyInstance;
const config = () => testConfig({ storageDir: mkdtempSync(join(tmpdir(), 'request-log-')) });

beforeAll(async () => {
  flow = await startFakeFlow({ merchants: { [FLOW_KEYS.apiKey]: FLOW_KEYS.secretKey } });
  database = await freshDatabase('demo');
  app = await buildApp({
    database,
    config: { ...config(), flowApiUrl: flow.url, flowTimeoutMs: 2_000 },
    logger: { level: 'trace', stream },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  await flow.close();
});

describe('the request log', () => {
  it('writes one line per request with its fields and none of the secrets it carried', async () => {
    const secrets: string[] = [DEMO_PASSWORD, testConfig().oauthClientSecret];
    chunks.length = 0;

    const tokens = await login(app, 'admin@demo.cl');
    secrets.push(tokens.access_token, tokens.refresh_token);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: {
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
        client_id: 2,
        client_secret: testConfig().oauthClientSecret,
      },
    });
    expect(refreshed.statusCode).toBe(200);
    const { access_token: token, refresh_token: next } = refreshed.json<{
      access_token: string;
      refresh_token: string;
    }>();
    secrets.push(token, next);

    // An upload whose file carries a marker of its own.
    const marker = 'CONTENIDO-PRIVADO-DEL-LOGO-7f3a';
    const bytes = new Uint8Array([...images.png, ...Buffer.from(marker)]);
    const upload = await executeUpload(
      app,
      CreateRealStateAgencyDocument,
      { name: 'Inmobiliaria Puyehue', official_name: 'Inmobiliaria Puyehue SpA' },
      { logo: { bytes, name: 'logo-puyehue.png', type: 'image/png' } },
      token,
    );
    expect(upload.errors).toBeUndefined();
    secrets.push(marker, Buffer.from(marker).toString('base64'));

    // A RUT in a search, by POST and in a GET query string (refused: no header, so anonymous).
    const rut = formatRut(15_234_567, rutCheckDigit(15_234_567));
    const search = { page: 1, search: rut };
    expect((await executeOperation(app, QuotationsDocument, search, token)).errors).toBeUndefined(); // prettier-ignore
    const query = new URLSearchParams({
      query: print(QuotationsDocument),
      variables: JSON.stringify(search),
      access_token: token,
    });
    await app.inject({ method: 'GET', url: `/graphql?${query}` });
    secrets.push(rut, '15234567');

    // A download link's token in the query string.
    await app.inject({ method: 'GET', url: '/api/exports/no-existe/download?token=tk-descarga-5ecreto' }); // prettier-ignore
    secrets.push('tk-descarga-5ecreto');

    // Flow's confirmation: its token, the merchant's keys, the signature of the status call.
    const project = await flowProject(database.db, testConfig());
    const booking = await pendingBooking(database.db, project.id);
    flow.payment(booking.token, flowAnswer({ commerceOrder: booking.commerceOrder, amount: booking.amount }, 2)); // prettier-ignore
    expect((await app.inject(confirmation(booking.token))).statusCode).toBe(200);
    const signatures = flow.requests.map((r) => r.params.s ?? '').filter(Boolean);
    expect(signatures.length).toBeGreaterThan(0);
    secrets.push(booking.token, FLOW_KEYS.apiKey, FLOW_KEYS.secretKey, ...signatures);

    const text = chunks.join('');
    for (const secret of secrets) expect(text, secret).not.toContain(secret);

    const requests = lines().filter((line) => line.msg === 'request');
    expect(requests.map((line) => `${line.method} ${line.route} ${line.status}`)).toEqual([
      'POST /oauth/token 200',
      'POST /oauth/token 200',
      'POST /graphql 200',
      'POST /graphql 200',
      'GET /graphql 401',
      'GET /api/exports/:id/download 401',
      'POST /api/payments/flow/confirmation 200',
    ]);
    for (const line of requests) {
      expect(line).toMatchObject({ level: 30, requestId: expect.any(String) });
      expect(line.ms).toEqual(expect.any(Number));
    }
    const [, , created, searched] = requests;
    const signedIn = { operation: 'CreateRealStateAgency', userId: expect.any(Number) };
    expect(created).toMatchObject(signedIn);
    expect(searched).toMatchObject({ operation: 'Quotations', userId: created?.userId });
    // Fastify's own "incoming request" and "request completed" lines are gone.
    expect(lines().filter((line) => /incoming request|request completed/.test(String(line.msg)))).toEqual([]); // prettier-ignore
  });

  it('names the user of a REST request its guard let in', async () => {
    const { access_token } = await login(app, 'admin@demo.cl');
    chunks.length = 0;
    const answer = await app.inject({
      method: 'GET',
      url: '/api/excelUsers',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(answer.statusCode).toBe(200);
    const [line] = lines().filter((entry) => entry.msg === 'request');
    expect(line).toMatchObject({ route: '/api/excelUsers', status: 200, userId: expect.any(Number) }); // prettier-ignore
  });

  it('keeps a sane x-request-id, replaces any other, and answers with it', async () => {
    chunks.length = 0;
    const kept = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'proxy-7f3a.01' } }); // prettier-ignore
    expect(kept.headers['x-request-id']).toBe('proxy-7f3a.01');
    const odd = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'a b"<script>' } }); // prettier-ignore
    const replaced = String(odd.headers['x-request-id']);
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
    const none = await app.inject({ method: 'GET', url: '/healthz' });
    expect(none.headers['x-request-id']).not.toBe(replaced);
    expect(lines().map((line) => line.requestId)).toEqual([
      'proxy-7f3a.01',
      replaced,
      none.headers['x-request-id'],
    ]);
  });
});

describe('LOG_LEVEL', () => {
  it('silences the request lines at warn and at silent', async () => {
    for (const level of ['warn', 'silent']) {
      const own: string[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          own.push(chunk.toString('utf8'));
          done();
        },
      });
      const quiet = await buildApp({ database, config: config(), logger: { level, stream: sink } }); // prettier-ignore
      await quiet.inject({ method: 'GET', url: '/healthz' });
      await quiet.close();
      expect(own.join('')).toBe('');
    }
  });
});
