import type { DbOrTx } from './client';

// Reads reused until the database's next write (pglite-writes.ts): only on PGlite, whose every
// write this process sees, and only on the root handle, never on a transaction's. Elsewhere (a
// PostgreSQL server, a transaction) every call reads. Values are shared between requests: callers
// must not change them.

const generations = new WeakMap<object, () => number>();
const caches = new WeakMap<object, { generation: number; values: Map<string, Promise<unknown>> }>();

/** Entries kept per database between two writes. */
export const READ_CACHE_LIMIT = 256;

export function registerWriteGeneration(db: DbOrTx, generation: () => number): void {
  generations.set(db, generation);
}

/**
 * `load()`'s value for `key`, read again only after a write since the last read (or the first
 * time). `key` must name everything the read depends on (the SQL text and its parameters).
 */
export function cachedRead<T>(db: DbOrTx, key: string, load: () => Promise<T>): Promise<T> {
  const generation = generations.get(db);
  if (!generation) return load();
  const now = generation();
  let cache = caches.get(db);
  if (!cache || cache.generation !== now) {
    cache = { generation: now, values: new Map() };
    caches.set(db, cache);
  }
  const found = cache.values.get(key);
  if (found) return found as Promise<T>;
  const values = cache.values;
  const loaded = load();
  if (values.size >= READ_CACHE_LIMIT) values.clear();
  values.set(key, loaded);
  // A failed read is not kept; a write while it ran already replaced this generation's map.
  loaded.catch(() => values.get(key) === loaded && values.delete(key));
  return loaded;
}

/** The key of a Drizzle query: its SQL text and parameters. */
export const queryKey = (query: { toSQL(): { sql: string; params: unknown[] } }): string => {
  const { sql, params } = query.toSQL();
  return `${sql}\u0000${JSON.stringify(params)}`;
};
