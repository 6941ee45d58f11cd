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
