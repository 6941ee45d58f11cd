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
