import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/harness/test-app';
import type { Db } from '../db/client';
import { committedMigrations } from '../db/journal';
import { notReady, readinessProblem } from './readiness';

// /readyz: ready only when the database answers and every committed migration is applied.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp('migrated');
});
afterAll(() => t.close());

const readyz = () => t.app.inject({ method: 'GET', url: '/readyz' });

describe('GET /readyz', () => {
  it('answers 200 on a migrated database, and /healthz stays as it was', async () => {
    const res = await readyz();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ready: true });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ ok: true });
  });

  it('answers 503 with the reason when a committed migration is not applied', async () => {
    const last = committedMigrations().at(-1)!;
    await t.database.exec(
      `delete from drizzle.__drizzle_migrations where created_at = ${last.when}`,
    );
    const res = await readyz();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ready: false, reason: notReady.pending(1, last.tag) });
    await t.database.exec('drop table drizzle.__drizzle_migrations');
    expect((await readyz()).json()).toEqual({ ready: false, reason: notReady.unmigrated });
  });

  it('answers 503 when the database does not answer in time', async () => {
    const stuck = { execute: () => new Promise(() => undefined) } as unknown as Db;
    expect(await readinessProblem(stuck, committedMigrations(), 20)).toBe(notReady.database);
    const failing = { execute: () => Promise.reject(new Error('cerrada')) } as unknown as Db;
    expect(await readinessProblem(failing, committedMigrations(), 1_000)).toBe(notReady.database);
  });
});
