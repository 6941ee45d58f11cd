/**
 * The database row behind a contract object this module built. The generated parent types carry
 * only the contract's fields, so a field resolver cannot read a foreign key such as customer_id
 * from its parent; the row is kept beside the object instead (a WeakMap: it lives as long as the
 * response). A parent built elsewhere has no row here, and the resolver loads it by id.
 */
export function rowRegistry<T extends object, R>() {
  const rows = new WeakMap<T, R>();
  return {
    attach(object: T, row: R): T {
      rows.set(object, row);
      return object;
    },
    of(object: T): R | undefined {
      return rows.get(object);
    },
  };
}
