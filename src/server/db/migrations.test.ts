import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { openDatabase, type Database } from './client';
import * as schema from './schema';
import { audits } from './schema';

// Runs every committed migration on a fresh in-memory PGlite, as the server does at start.

let database: Database;

beforeAll(async () => {
  database = await openDatabase({});
});
afterAll(async () => {
  await database.close();
});

/** Every table the Drizzle schema declares (the barrel also exports constants and types). */
const schemaEntries: [string, unknown][] = Object.entries(schema);
const schemaTables = schemaEntries.filter((entry): entry is [string, PgTable] =>
  is(entry[1], PgTable),
);

/** Drizzle wraps the driver's error: the database's own message is in the cause chain. */
async function failureText(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    const parts: string[] = [];
    for (let e: unknown = error; e instanceof Error; e = e.cause) parts.push(e.message);
    return parts.join(' | ');
  }
  return 'no error';
}

describe('migrations', () => {
  it('create every table of the schema, each queryable through Drizzle', async () => {
    // If a schema change was not followed by `drizzle-kit generate`, its table or column is
    // missing here and the select fails.
    expect(schemaTables.length).toBeGreaterThan(50);
    for (const [name, table] of schemaTables) {
      const rows = await database.db.select().from(table).limit(1);
      // The access epoch and the news list version are one row from the start (migrations 0013
      // and 0014); every other table is empty.
      const singleton = name === 'accessEpoch' || name === 'newsListVersion';
      expect(rows, name).toEqual(singleton ? [{ id: 1, value: 0 }] : []);
    }
  });

  it('enforce the payment parent rule (exactly one of booking or promise request)', async () => {
    const text = await failureText(() =>
      database.db.insert(schema.payments).values({ project_id: 1, transaction_amount: 1000 }),
    );
    // Project 1 does not exist either, but check constraints run before foreign-key triggers.
    expect(text).toContain('payments_one_parent_ck');
  });
});

describe('audits are append-only', () => {
  const message = 'El historial de auditoría no se puede modificar ni borrar.';

  it('accepts inserts', async () => {
    const [row] = await database.db
      .insert(audits)
      .values({ event: 'created', auditable_type: 'user', auditable_id: '1', new_values: { a: 1 } })
      .returning();
    expect(row?.id).toBeGreaterThan(0);
  });

  it('refuses updates', async () => {
    const text = await failureText(() =>
      database.db.update(audits).set({ event: 'updated' }).where(eq(audits.auditable_id, '1')),
    );
    expect(text).toContain(message);
    const rows = await database.db.select().from(audits);
    expect(rows.map((row) => row.event)).toEqual(['created']);
  });

  it('refuses deletes', async () => {
    expect(await failureText(() => database.db.delete(audits))).toContain(message);
    expect(await database.db.select({ n: count() }).from(audits)).toEqual([{ n: 1 }]);
  });

  it('refuses truncate', async () => {
    expect(await failureText(() => database.exec('truncate table audits'))).toContain(message);
    expect(await database.db.select({ n: count() }).from(audits)).toEqual([{ n: 1 }]);
  });
});

describe('openDatabase on PGlite', () => {
  it('creates WAL segments without zero-filling them (the session setting holds after the migrations)', async () => {
    const shown = await database.db.execute(sql`show wal_init_zero`);
    expect(shown).toMatchObject({ rows: [{ wal_init_zero: 'off' }] });
  });
});
