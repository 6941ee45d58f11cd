import { PglitePreparedQuery } from 'drizzle-orm/pglite';
import { PostgresJsPreparedQuery } from 'drizzle-orm/postgres-js';
import { vi } from 'vitest';
import type { TestApp } from './test-app';

// Counting the SQL statements a request sends, for the N+1 guards of the server suites. Every
// statement built for one run goes through the session's prepareQuery, transactions included
// (each transaction has a session of its own, so the spy sits on their shared prototype). A
// statement built once and run again (db/prepared.ts `statementOnce`) skips prepareQuery after
// its first run: its later runs are counted where they execute.

interface Session {
  prepareQuery: (query: { sql: string }) => unknown;
}

interface Executed {
  getQuery(): { sql: string };
}

/** Every statement the database prepares from now on (transactions included), until restored. */
export function statements(t: TestApp) {
  const proto: Session = Object.getPrototypeOf(t.database.db._.session);
  const spy = vi.spyOn(proto, 'prepareQuery');
  const runs = [PglitePreparedQuery.prototype, PostgresJsPreparedQuery.prototype].map((p) =>
    vi.spyOn(p, 'execute'),
  );
  /** Each statement in the order it was prepared or, when prepared before, run. */
  const seen = () => {
    const built = new Set(spy.mock.results.map((result) => result.value as unknown));
    const entries = spy.mock.calls.map(([query], i) => ({
      order: spy.mock.invocationCallOrder[i] ?? 0,
      sql: query.sql,
    }));
    for (const run of runs) {
      run.mock.contexts.forEach((context, i) => {
        if (built.has(context)) return;
        const order = run.mock.invocationCallOrder[i] ?? 0;
        entries.push({ order, sql: (context as Executed).getQuery().sql });
      });
    }
    return entries.sort((a, b) => a.order - b.order).map((entry) => entry.sql);
  };
  return {
    count: () => seen().length,
    texts: seen,
    restore: () => {
      spy.mockRestore();
      for (const run of runs) run.mockRestore();
    },
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
