import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from './client';
import { perDatabase } from './per-database';

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
 * (`select "page", "total" from (…) as prepared`), which the planner flattens away. Its
 * `.execute()` answers the rows as an array, on both engines, and may be called again without
 * the text being written again.
 */
export function prepareRaw(
  db: DbOrTx,
  name: string,
  columns: readonly string[],
  query: SQL,
): { execute(): Promise<unknown> } {
  const fields = Object.fromEntries(
    columns.map((column) => [column, sql`${sql.identifier('prepared')}.${sql.identifier(column)}`]),
  );
  return db
    .select(fields)
    .from(sql`(${query}) as ${sql.identifier('prepared')}`)
    .prepare(name);
}

/** A drizzle query prepared once, run again with each call's placeholder values. */
interface Reusable<T> {
  prepare(name: string): { execute(placeholderValues?: Record<string, unknown>): Promise<T> };
}

/**
 * A statement built once per database handle and run with each call's values: `build` writes the
 * query with `sql.placeholder(<key>)` where a value goes, and the call passes `{ <key>: value }`.
 * `prepared` builds its query on every call (drizzle walks every selected column of every joined
 * table to write the text); this one writes it once, through drizzle's public
 * `.prepare(name).execute(values)`. On PostgreSQL it is the same named statement as `prepared`'s.
 * Only for the handle's own statements, never a transaction's (a transaction is a new handle
 * each time: nothing would be kept).
 */
export function statementOnce<V extends Record<string, unknown>, T>(
  name: string,
  build: (db: Db) => Reusable<T>,
): (db: Db, values: V) => Promise<T> {
  const kept = perDatabase((): { run?: (values: V) => Promise<T> } => ({}));
  return (db, values) => {
    const entry = kept(db);
    if (!entry.run) {
      const statement = build(db).prepare(name);
      entry.run = (given) => statement.execute(given);
    }
    return entry.run(values);
  };
}

const dialect = new PgDialect();

/**
 * A fragment written as text once, to be kept and used again as one raw chunk: each time drizzle
 * writes a statement it walks every column and parameter of each fragment in it. Its parameters
 * are written inline, so only for the code's own values, never a request's.
 */
export const writtenOnce = (fragment: SQL): SQL =>
  sql.raw(dialect.sqlToQuery(fragment.inlineParams()).sql);

/**
 * A row count for LIMIT or OFFSET, written into the statement's text when `inline` (else sent
 * as a parameter). With a parameter there, PostgreSQL's plan made without the values (the
 * generic plan) assumes a tenth of the rows are wanted and looks dearer than a plan made for
 * each run's values, so a prepared page statement was planned again on every run. Without such
 * parameters it is planned once per connection. Each distinct text is one more statement on
 * every connection: inline only counts that take few values (a page size, the first page's
 * offset of 0). See decision record 0035.
 */
export function rowCount(n: number, inline = true): SQL {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  return inline ? sql.raw(String(n)) : sql`${n}`;
}

/** A page's offset: written into the text for the first page (0), a parameter for the others. */
export const pageOffset = (offset: number): SQL => rowCount(offset, offset === 0);
