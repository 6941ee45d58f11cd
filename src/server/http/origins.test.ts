import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../../../tests/harness/test-app';
import { createUpgradeOriginCheck } from './origins';

// graphql-ws's handshake against a listening server: browsers let any page open a WebSocket, so
// the Origin check is what keeps other sites' pages off /graphql.
const ALLOWED = 'https://app.inmobiliaria.cl';
const PUBLIC_URL = 'https://backoffice.inmobiliaria.cl';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await startTestApp('migrated', { corsOrigins: [ALLOWED], publicUrl: PUBLIC_URL });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t?.close());

/** 'open', or the HTTP status the server answered the upgrade with. */
function handshake(origin?: string): Promise<'open' | number> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws', {
    ...(origin ? { origin } : {}),
  });
  return new Promise((resolve, reject) => {
    ws.once('open', () => {
      ws.close();
      resolve('open');
    });
    ws.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('error', reject);
  });
}

describe('the graphql-ws origin check', () => {
  it('lets clients without an Origin (Node, tools) connect', async () => {
    expect(await handshake()).toBe('open');
  });

  it("accepts the request's own host, PUBLIC_URL and CORS_ORIGINS", async () => {
    expect(await handshake(`http://127.0.0.1:${port}`)).toBe('open');
    expect(await handshake(PUBLIC_URL)).toBe('open');
    expect(await handshake(ALLOWED)).toBe('open');
  });

  it('refuses any other origin with 403 before the handshake', async () => {
    expect(await handshake('https://evil.example')).toBe(403);
    expect(await handshake(`http://127.0.0.1:${port + 1}`)).toBe(403);
    expect(await handshake('null')).toBe(403);
    // A refused socket leaves the server serving the next one.
    expect(await handshake(ALLOWED)).toBe('open');
  });
});

describe('createUpgradeOriginCheck', () => {
  const allows = createUpgradeOriginCheck({
    corsOrigins: ['https://App.Inmobiliaria.cl/'],
    publicUrl: 'https://backoffice.inmobiliaria.cl:443/',
  });

  it('compares origins as browsers write them', () => {
    expect(allows({ headers: { origin: ALLOWED } })).toBe(true);
    expect(allows({ headers: { origin: PUBLIC_URL } })).toBe(true);
    expect(allows({ headers: { origin: 'https://localhost:5173', host: 'localhost:5173' } })).toBe(
      true,
    );
  });

  it('refuses a look-alike origin and an origin without a host to compare with', () => {
    expect(allows({ headers: { origin: `${ALLOWED}.evil.example` } })).toBe(false);
    expect(allows({ headers: { origin: 'http://backoffice.inmobiliaria.cl' } })).toBe(false);
    expect(allows({ headers: { origin: 'http://localhost:5173' } })).toBe(false);
  });
});
