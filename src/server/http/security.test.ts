import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { print } from 'graphql';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeDocument } from '../../../graphql/generated/client/graphql';
import { images } from '../storage/storage.fixtures';
import { login, startTestApp, type TestApp } from '../../../tests/harness/test-app';

// The API's edge through the real app: helmet's headers on every kind of response, and CORS that
// answers only the origins of CORS_ORIGINS (it used to reflect any origin, with credentials).
const ALLOWED = 'https://app.inmobiliaria.cl';
const EVIL = 'https://evil.example';
const PUBLIC_URL = 'https://backoffice.inmobiliaria.cl';

let t: TestApp;
let hsts: TestApp;
const staticDir = mkdtempSync(join(tmpdir(), 'spa-'));
const storageDir = mkdtempSync(join(tmpdir(), 'storage-'));
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>SPA</title>');
mkdirSync(join(staticDir, 'assets'));
writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), 'export {};');
mkdirSync(join(storageDir, 'agencies'));
writeFileSync(join(storageDir, 'agencies', 'logo.png'), images.png);

beforeAll(async () => {
  [t, hsts] = await Promise.all([
    startTestApp('demo', {
      staticDir,
      storageDir,
      corsOrigins: [`${ALLOWED}/`],
      publicUrl: 'http://localhost',
      hsts: false,
    }),
    startTestApp('migrated', { publicUrl: PUBLIC_URL, hsts: true }),
  ]);
});
afterAll(() => Promise.all([t?.close(), hsts?.close()]));

const graphqlMe = (headers: Record<string, string> = {}): InjectOptions => ({
  method: 'POST',
  url: '/graphql',
  headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
  payload: { query: print(MeDocument), variables: {} },
});

const preflight = (url: string, origin: string): InjectOptions => ({
  method: 'OPTIONS',
  url,
  headers: {
    origin,
    'access-control-request-method': 'POST',
    'access-control-request-headers': 'authorization,content-type',
  },
});

const SPA_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' blob: http://localhost",
  "font-src 'self'",
  "connect-src 'self' ws://localhost",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

const directives = (res: LightMyRequestResponse) =>
  String(res.headers['content-security-policy']).split(';');

function expectSecurityHeaders(res: LightMyRequestResponse) {
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
  for (const feature of ['microphone', 'geolocation', 'payment', 'usb']) {
    expect(res.headers['permissions-policy']).toContain(`${feature}=()`);
  }
  expect(res.headers['strict-transport-security']).toBeUndefined();
}

describe('security headers', () => {
  const requests: Array<[string, InjectOptions]> = [
    ['the login page', { method: 'GET', url: '/' }],
    ['a client route (index.html)', { method: 'GET', url: '/projects/3/edit' }],
    ['a hashed asset', { method: 'GET', url: '/assets/index-abc123.js' }],
    ['GraphQL', graphqlMe()],
    ['a REST route', { method: 'POST', url: '/api/dashboard/contactsByProject' }],
    ['the token endpoint', { method: 'POST', url: '/oauth/token', payload: {} }],
    ['an unknown API path', { method: 'GET', url: '/api/nothing-here' }],
  ];

  it.each(requests)('are on %s, with the SPA policy', async (_name, request) => {
    const res = await t.app.inject(request);
    expectSecurityHeaders(res);
    expect(directives(res)).toEqual(SPA_CSP);
  });

  it('keep the stored files sandboxed, unsniffed and loadable by other origins', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/storage/agencies/logo.png' });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('add HSTS and upgrade-insecure-requests only when HSTS is on', async () => {
    const res = await hsts.app.inject(graphqlMe());
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(directives(res)).toEqual(
      expect.arrayContaining([
        'upgrade-insecure-requests',
        `img-src 'self' blob: ${PUBLIC_URL}`,
        "connect-src 'self' wss://backoffice.inmobiliaria.cl",
      ]),
    );
  });
});

describe('CORS', () => {
  const paths = ['/graphql', '/oauth/token', '/logout', '/api/dashboard/contactsByProject'];

  it.each(paths)('never answers an unknown origin (%s)', async (url) => {
    for (const res of [
      await t.app.inject(preflight(url, EVIL)),
      await t.app.inject({ method: 'POST', url, headers: { origin: EVIL }, payload: {} }),
    ]) {
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(res.headers['access-control-allow-methods']).toBeUndefined();
      expect(res.statusCode).not.toBe(204);
    }
  });

  it('does not reflect an unknown origin on a GraphQL answer', async () => {
    const res = await t.app.inject(graphqlMe({ origin: EVIL }));
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers.vary).toMatch(/origin/i);
  });

  it.each(paths)('answers the preflight of an allowed origin (%s)', async (url) => {
    const res = await t.app.inject(preflight(url, ALLOWED));
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(res.headers['access-control-allow-methods']).toBe('GET, POST, OPTIONS');
    expect(res.headers['access-control-allow-headers']).toBe('Authorization, Content-Type');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('lets an allowed origin sign in and query', async () => {
    const token = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { origin: ALLOWED },
      payload: {
        grant_type: 'password',
        client_id: 2,
        client_secret: t.config.oauthClientSecret,
        username: 'admin@demo.cl',
        password: 'Demo1234!',
        scope: 'all',
      },
    });
    expect(token.statusCode).toBe(200);
    expect(token.headers['access-control-allow-origin']).toBe(ALLOWED);
    const { access_token } = token.json<{ access_token: string }>();
    const res = await t.app.inject(
      graphqlMe({ origin: ALLOWED, authorization: `Bearer ${access_token}` }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(res.json()).toMatchObject({ data: { me: { email: 'admin@demo.cl' } } });
  });

  it('leaves same-origin requests working, with no CORS headers to need', async () => {
    const { access_token } = await login(t.app, 'admin@demo.cl', 'Demo1234!', t.config);
    const res = await t.app.inject(
      graphqlMe({ origin: 'http://localhost', authorization: `Bearer ${access_token}` }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { me: { email: 'admin@demo.cl' } } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
