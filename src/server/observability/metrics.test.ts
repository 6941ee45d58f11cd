import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeDocument, QuotationsDocument } from '../../../graphql/generated/client/graphql';
import {
  executeOperation,
  login,
  startTestApp,
  type TestApp,
} from '../../../tests/harness/test-app';
import { buildApp } from '../app';
import { exportJobs, users } from '../db/schema';

// GET /metrics as Prometheus scrapes it: off without METRICS_TOKEN, guarded by it, and carrying
// request durations by route and operation, errors by code, the queues and the process.

const TOKEN = 'metricas-7f3a-9c21-token-de-prueba';
let t: TestApp;
let off: TestApp;

beforeAll(async () => {
  t = await startTestApp('demo', { metricsToken: TOKEN });
  off = await startTestApp('migrated');
});
afterAll(async () => {
  await t.close();
  await off.close();
});

const scrape = (app = t.app, authorization = `Bearer ${TOKEN}`) =>
  app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });

/** The sample lines of a metric whose labels include every given pair. */
function samples(text: string, name: string, labels: Record<string, string> = {}): number[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .filter((line) => Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`)))
    .map((line) => Number(line.slice(line.lastIndexOf(' ') + 1)));
}

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    expect((await scrape(off.app)).statusCode).toBe(404);
  });

  it('refuses a missing or wrong token', async () => {
    expect((await scrape(t.app, '')).statusCode).toBe(401);
    expect((await scrape(t.app, `Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(t.app, TOKEN)).statusCode).toBe(401);
  });

  it('times requests by route and operation and counts errors by code', async () => {
    const { access_token } = await login(t.app, 'admin@demo.cl');
    expect((await executeOperation(t.app, MeDocument, {}, access_token)).errors).toBeUndefined();
    const anonymous = await executeOperation(t.app, QuotationsDocument, { page: 1 });
    expect(anonymous.errors?.length).toBeGreaterThan(0);
    const code = String(anonymous.errors?.[0]?.extensions?.code);
    await t.app.inject({ method: 'GET', url: '/no-existe' });

    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    const me = { route: '/graphql', operation: 'Me', method: 'POST' };
    expect(samples(text, 'backoffice_http_request_duration_seconds_count', me)).toEqual([1]);
    expect(samples(text, 'backoffice_http_request_duration_seconds_count', { route: '/oauth/token' })).toEqual([1]); // prettier-ignore
    expect(samples(text, 'backoffice_graphql_execute_duration_seconds_count', { operation: 'Me' })).toEqual([1]); // prettier-ignore
    expect(samples(text, 'backoffice_errors_total', { source: 'graphql', code })).toEqual([1]);
    expect(samples(text, 'backoffice_errors_total', { source: 'http', code: '4xx' })[0]).toBeGreaterThanOrEqual(2); // prettier-ignore
    // The scrapes themselves are not timed.
    expect(samples(text, 'backoffice_http_request_duration_seconds_count', { route: '/metrics' })).toEqual([]); // prettier-ignore
  });

  it('reads the export and webhook queues at scrape time', async () => {
    const before = await scrape();
    expect(samples(before.body, 'backoffice_export_jobs_queue_depth')).toEqual([0]);
    expect(samples(before.body, 'backoffice_webhook_deliveries_queue_depth')).toEqual([0]);
    const [user] = await t.database.db.select({ id: users.id }).from(users).limit(1);
    await t.database.db.insert(exportJobs).values([
      { user_id: user!.id, type: 'quotations', created_at: sql`now() - interval '90 seconds'` },
      { user_id: user!.id, type: 'contacts' },
    ]);
    const after = (await scrape()).body;
    expect(samples(after, 'backoffice_export_jobs_queue_depth')).toEqual([2]);
    expect(samples(after, 'backoffice_export_jobs_queue_oldest_seconds')[0]).toBeGreaterThanOrEqual(90); // prettier-ignore
  });

  it('carries the process: event-loop lag and memory, in a registry of each app', async () => {
    const other = await buildApp({ database: t.database, config: t.config });
    try {
      const [mine, theirs] = await Promise.all([scrape(), scrape(other)]);
      for (const res of [mine, theirs]) {
        expect(res.statusCode).toBe(200);
        expect(samples(res.body, 'backoffice_nodejs_eventloop_lag_seconds')).toHaveLength(1);
        expect(samples(res.body, 'backoffice_process_resident_memory_bytes')[0]).toBeGreaterThan(0); // prettier-ignore
      }
      // The other app counted nothing yet: its registry is its own.
      expect(samples(theirs.body, 'backoffice_http_request_duration_seconds_count')).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
