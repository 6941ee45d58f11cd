import type { InferInsertModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../client';

// Multi-row inserts in chunks: one statement per chunk keeps the seed fast on PGlite and under
// PostgreSQL's 65 535 bind-parameter limit (500 rows × ≤ 60 columns).

const CHUNK = 500;

export async function insertAll<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: readonly InferInsertModel<T>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx.insert(table).values(rows.slice(i, i + CHUNK));
  }
}

/** Inserts and returns the new ids in the order of `rows`. */
export async function insertIds<T extends PgTable & { id: PgColumn }>(
  tx: Tx,
  table: T,
  rows: readonly InferInsertModel<T>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const inserted = await tx
      .insert(table)
      .values(rows.slice(i, i + CHUNK))
      .returning({ id: table.id });
    // PostgreSQL returns the rows of a multi-row VALUES insert in the order given.
    for (const row of inserted) ids.push(Number(row.id));
  }
  return ids;
}

/** The item at position i (e.g. of an insert's ids); a missing one is a bug in the seed itself. */
export function itemAt<T>(list: readonly T[], i: number): T {
  const item = list[i];
  if (item === undefined) throw new Error(`Seed: falta el elemento en la posición ${i}`);
  return item;
}

export const idAt: (ids: readonly number[], i: number) => number = itemAt;

/** A value that must be in the map (ids built by an earlier seeding step). */
export function must<K, V>(map: ReadonlyMap<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed: falta la clave ${String(key)}`);
  return value;
}
