import { count, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client';
import * as schema from '../schema';

// Row counts of every table, for the seed CLI's summary and the seed tests.

const entries: unknown[] = Object.values(schema);
const tables = entries.filter((value): value is PgTable => is(value, PgTable));

export async function countRows(db: DbOrTx): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const table of tables) {
    const [row] = await db.select({ n: count() }).from(table);
    counts.set(getTableName(table), row?.n ?? 0);
  }
  return counts;
}
