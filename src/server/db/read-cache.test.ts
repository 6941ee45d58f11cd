import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDatabase } from '../../../tests/harness/test-database';
import { migrationsDir } from '../paths';
import type { Database } from './client';
import { isReadOnly, WRITING_FUNCTIONS } from './pglite-writes';
import { cachedRead } from './read-cache';
import { accessEpoch, pipelineStages } from './schema';

// Reads reused until the next write, on PGlite: every kind of write (a query, exec, COPY, a
// transaction, even one that only read or was rolled back) makes the next call read again, and a
// transaction's handle never reuses a read.

describe('isReadOnly', () => {
  it('is true only for a SELECT that calls no writing function', () => {
    expect(isReadOnly('select value from access_epoch where id = $1')).toBe(true);
    expect(isReadOnly('  SELECT 1')).toBe(true);
    expect(isReadOnly('with moved as (update prospects set x = 1) select 1')).toBe(false);
    expect(isReadOnly('update access_epoch set value = value + 1')).toBe(false);
    expect(isReadOnly("copy properties from '/dev/blob'")).toBe(false);
    expect(isReadOnly('select dashboard_rollups_rebuild()')).toBe(false);
    expect(isReadOnly("select nextval('users_id_seq')")).toBe(false);
    expect(isReadOnly('select pg_advisory_xact_lock(1)')).toBe(false);
  });

  it('lists every function of the migrations that writes and is not a trigger function', () => {
    const text = readdirSync(migrationsDir)
      .filter((name) => name.endsWith('.sql'))
      .map((name) => readFileSync(join(migrationsDir, name), 'utf8'))
      .join('\n');
    const declared =
      /CREATE (?:OR REPLACE )?FUNCTION "?(\w+)"?\(([^)]*)\)\s*RETURNS ([\s\S]*?)AS/gi;
    const callable = [...text.matchAll(declared)]
      .filter(([, , , returns]) => !/^trigger\b/i.test(returns!.trim()))
      .filter(([, , , returns]) => !/\b(IMMUTABLE|STABLE)\b/i.test(returns!))
      .map(([, name]) => name!);
    expect(callable.length).toBeGreaterThan(0);
    for (const name of new Set(callable)) expect(WRITING_FUNCTIONS).toContain(name);
  });
});

describe('cachedRead on PGlite', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());

  const epoch = () =>
    database.db.select({ value: accessEpoch.value }).from(accessEpoch).where(eq(accessEpoch.id, 1));

  async function reads(write: () => Promise<unknown>): Promise<number> {
    const load = vi.fn(async () => epoch());
    await cachedRead(database.db, 'epoch', load);
    await cachedRead(database.db, 'epoch', load);
    await database.db.execute(sql`select 1`);
    await cachedRead(database.db, 'epoch', load);
    const before = load.mock.calls.length;
    await write();
    const [row] = await cachedRead(database.db, 'epoch', load);
    expect(row?.value).toBe((await epoch())[0]?.value);
    return load.mock.calls.length - before;
  }

  it('reads once while nothing is written', async () => {
    expect(await reads(async () => undefined)).toBe(0);
  });

  it('reads again after a write of a row, by every path', async () => {
    const bump = sql`update access_epoch set value = value + 1 where id = 1`;
    expect(await reads(() => database.db.execute(bump))).toBe(1);
    expect(await reads(() => database.exec('update access_epoch set value = value + 1'))).toBe(1);
    expect(await reads(() => database.db.update(pipelineStages).set({ name: 'Nuevo' }).where(eq(pipelineStages.id, -1)))).toBe(1); // prettier-ignore
    expect(await reads(() => database.db.transaction((tx) => tx.execute(bump)))).toBe(1);
    expect(await reads(() => database.db.execute(sql`select nextval('users_id_seq')`))).toBe(1);
  });

  it('reads again after a transaction, even one that only read or was rolled back', async () => {
    expect(await reads(() => database.db.transaction((tx) => tx.execute(sql`select 1`)))).toBe(1);
    const rolledBack = () =>
      database.db
        .transaction(async (tx) => {
          await tx.execute(sql`update access_epoch set value = value + 1 where id = 1`);
          throw new Error('deshacer');
        })
        .catch(() => undefined);
    expect(await reads(rolledBack)).toBe(1);
  });

  it('never reuses a read made on a transaction handle', async () => {
    const load = vi.fn(async () => 1);
    await database.db.transaction(async (tx) => {
      await cachedRead(tx, 'tx', load);
      await cachedRead(tx, 'tx', load);
    });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed read', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('falló')).mockResolvedValue(7);
    await expect(cachedRead(database.db, 'fails', load)).rejects.toThrow('falló');
    expect(await cachedRead(database.db, 'fails', load)).toBe(7);
  });
});
