import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestApp, type TestApp } from '../harness/test-app';

// REST routes run the policy's guard before their handler (routes whose issue is still to come
// answer 501 after it); the built SPA is served on the same origin with client-side routes falling back to index.html.
let t: TestApp;
const staticDir = mkdtempSync(join(tmpdir(), 'spa-'));
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>SPA</title>');

beforeAll(async () => {
  t = await startTestApp('demo', { staticDir });
});
afterAll(() => t.close());

// A chart of the dashboard (/home: everyone but PreapprovalUser).
const CHART = '/api/dashboard/contactsByProject';

describe('guarded REST routes', () => {
  it('need a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: CHART });
    expect(res.statusCode).toBe(401);
  });

  it('refuse roles outside the policy with 403', async () => {
    const { access_token } = await login(t.app, 'preapprovaluser@demo.cl');
    const res = await t.app.inject({
      method: 'POST',
      url: CHART,
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(res.statusCode).toBe(403);
  });

  it('answer an allowed role', async () => {
    const { access_token } = await login(t.app, 'admin@demo.cl');
    const res = await t.app.inject({
      method: 'POST',
      url: CHART,
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ chart: 'contactsByProject' });
  });
});

describe('the SPA', () => {
  it('serves index.html for client routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/users/3/edit' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>SPA</title>');
  });

  it('does not hide unknown API paths behind index.html', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
  });
});
