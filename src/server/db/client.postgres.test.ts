import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { dropTestDatabase } from '../../../tests/harness/drop-database';
import { readinessProblem } from '../observability/readiness';
import { committedMigrations } from './journal';
import { MIGRATION_LOCK_KEY, openDatabase, type Database } from './client';

// Instances starting together on one fresh PostgreSQL database: the migrator takes an advisory
// lock, so one applies the migrations and the others find them applied.
const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('migrations on PostgreSQL, instances starting together', () => {
  const admin = postgres(adminUrl ?? '', { max: 1, onnotice: () => undefined });
  const names: string[] = [];
  const opened: Database[] = [];

  async function freshUrl(): Promise<string> {
    const name = `bo_migrate_${randomBytes(4).toString('hex')}`;
    await admin.unsafe(`create database ${name}`);
    names.push(name);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    return url.href;
  }

  async function applied(url: string) {
    const sql = postgres(url, { max: 1, onnotice: () => undefined });
    try {
      return await sql<{ created_at: string }[]>`select created_at::text
        from drizzle.__drizzle_migrations order by id`;
    } finally {
      await sql.end();
    }
  }

  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    for (const name of names) await dropTestDatabase(admin, name);
    await admin.end();
  });

  it('applies every migration once when two instances open one database at once', async () => {
    const url = await freshUrl();
    const both = await Promise.all([openDatabase({ databaseUrl: url }), openDatabase({ databaseUrl: url })]); // prettier-ignore
    opened.push(...both);
    const rows = await applied(url);
    expect(rows.map((row) => Number(row.created_at))).toEqual(
      committedMigrations().map((migration) => migration.when),
    );
    // And /readyz's check agrees, over postgres-js.
    for (const database of both) {
      expect(await readinessProblem(database.db, committedMigrations(), 2_000)).toBeNull();
    }
  });

  it('waits for the lock another instance holds before migrating', async () => {
    const url = await freshUrl();
    const holder = postgres(url, { max: 1, onnotice: () => undefined });
    try {
      await holder`select pg_advisory_lock(${MIGRATION_LOCK_KEY}::bigint)`;
      let done = false;
      const opening = openDatabase({ databaseUrl: url }).then((database) => {
        done = true;
        opened.push(database);
      });
      // The newcomer's session waits on the lock: PostgreSQL lists its request as not granted.
      for (;;) {
        const [waiting] = await holder<{ n: number }[]>`select count(*)::int as n from pg_locks
          where locktype = 'advisory' and not granted`;
        if (waiting?.n) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(done).toBe(false);
      expect(await applied(url).catch(() => [])).toEqual([]);
      await holder`select pg_advisory_unlock(${MIGRATION_LOCK_KEY}::bigint)`;
      await opening;
      expect(await applied(url)).toHaveLength(committedMigrations().length);
    } finally {
      await holder.end();
    }
  });
});
