import { setBounded } from '../kernel/bounded';

/**
 * A value kept per database handle (a server's, or a test's fresh database): `perDatabase(make)`
 * answers the same value for the same handle, made on first use, and forgets it with the handle.
 * In-process caches whose validity the database itself tells (a version row read with the data)
 * use it, so two databases in one process never share entries.
 */
export function perDatabase<T>(make: () => T): (db: object) => T {
  const values = new WeakMap<object, T>();
  return (db) => {
    let value = values.get(db);
    if (value === undefined) {
      value = make();
      values.set(db, value);
    }
    return value;
  };
}

/**
 * Values kept per database handle and key (`kept(db, key, make)`), made on first use, at most
 * `limit` per handle: past it, the oldest goes first. For statements written once per shape of
 * what a request asks and then run again as they are.
 */
export function perDatabaseAndKey<T>(limit: number): (db: object, key: string, make: () => T) => T {
  const maps = perDatabase(() => new Map<string, T>());
  return (db, key, make) => {
    const kept = maps(db);
    let value = kept.get(key);
    if (value === undefined) {
      value = make();
      setBounded(kept, limit, key, value);
    }
    return value;
  };
}
