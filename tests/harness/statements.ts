import { vi } from 'vitest';
import type { TestApp } from './test-app';

// Counting the SQL statements a request sends, for the N+1 guards of the server suites. Every
// statement goes through the session's prepareQuery, transactions included (each transaction has
// a session of its own, so the spy sits on their shared prototype).

interface Session {
  prepareQuery: (query: { sql: string }) => unknown;
}

/** Every statement the database prepares from now on (transactions included), until restored. */
export function statements(t: TestApp) {
  const proto: Session = Object.getPrototypeOf(t.database.db._.session);
  const spy = vi.spyOn(proto, 'prepareQuery');
  return {
    count: () => spy.mock.calls.length,
    texts: () => spy.mock.calls.map(([query]) => query.sql),
    restore: () => spy.mockRestore(),
  };
}

/** Every statement the database prepares while `run` runs, transactions included. */
export async function countStatements<T>(t: TestApp, run: () => Promise<T>) {
  const seen = statements(t);
  try {
    const result = await run();
    return { result, statements: seen.count(), texts: seen.texts() };
  } finally {
    seen.restore();
  }
}
