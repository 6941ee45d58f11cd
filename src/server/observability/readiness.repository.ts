import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

/** One round trip to the database. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * The migrations drizzle's migrator recorded, by their journal time (`created_at` is the journal
 * entry's `when`); null when the migrator never ran here.
 */
export async function appliedMigrations(db: Db): Promise<Set<number> | null> {
  const [table] = rowsOf(
    z.object({ present: z.boolean() }),
    await db.execute(
      sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
    ),
  );
  if (!table?.present) return null;
  const rows = rowsOf(
    z.object({ at: z.coerce.number() }),
    await db.execute(sql`select created_at::float8 as at from drizzle.__drizzle_migrations`),
  );
  return new Set(rows.map((row) => row.at));
}
