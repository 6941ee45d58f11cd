import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

/** A drizzle query that can run as a named prepared statement. */
interface Preparable<T> {
  prepare(name: string): { execute(): Promise<T> };
}

/**
 * Runs `query` as a named prepared statement, through drizzle's public `.prepare(name)`. On
 * PostgreSQL, drizzle's postgres-js driver sends only these prepared (every other query goes
 * unnamed: parsed and planned again each time), and postgres-js keeps each one per connection by
 * its text and parameter types, so from the second run on a connection the server gets only
 * bind and execute. The values may differ between runs: they are parameters. PGlite's public API
 * has no named statements; there the query runs as before. See decision record 0035.
 */
export function prepared<T>(name: string, query: Preparable<T>): Promise<T> {
  return query.prepare(name).execute();
}

/**
 * A raw statement (what `db.execute` would run), prepared like the builder's queries: drizzle
 * prepares only its builders, so the statement runs as the source of a select of its `columns`
 * (`select "page", "total" from (…) as prepared`), which the planner flattens away. Answers the
 * rows as an array, on both engines.
 */
export function executePrepared(
  db: DbOrTx,
  name: string,
  columns: readonly string[],
  query: SQL,
): Promise<unknown> {
  const fields = Object.fromEntries(
    columns.map((column) => [column, sql`${sql.identifier('prepared')}.${sql.identifier(column)}`]),
  );
  return prepared(name, db.select(fields).from(sql`(${query}) as ${sql.identifier('prepared')}`));
}
