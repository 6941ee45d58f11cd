import type { PGlite } from '@electric-sql/pglite';
import type { Sql } from 'postgres';

/** One connection's worth of raw SQL, over PGlite or a PostgreSQL server alike. */
export interface SqlSession {
  rows<T extends Record<string, unknown>>(text: string): Promise<T[]>;
  /** Several statements at once, no parameters (simple protocol). */
  run(text: string): Promise<void>;
}

export function pgliteSession(pg: PGlite): SqlSession {
  return {
    rows: async <T extends Record<string, unknown>>(text: string) => (await pg.query<T>(text)).rows,
    run: async (text) => {
      await pg.exec(text);
    },
  };
}

export function postgresSession(sql: Sql): SqlSession {
  return {
    rows: async <T extends Record<string, unknown>>(text: string) =>
      [...(await sql.unsafe(text))] as unknown as T[],
    run: async (text) => {
      await sql.unsafe(text).simple();
    },
  };
}

/** The application's own schemas: what a backup holds and a restore must find empty. */
const SCHEMAS = `('public', 'drizzle')`;
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every table of the application, as `schema.table`, in a stable order. */
export async function listTables(session: SqlSession): Promise<string[]> {
  const rows = await session.rows<{ name: string }>(
    `select table_schema || '.' || table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema in ${SCHEMAS}
      order by table_schema, table_name`,
  );
  return rows.map((row) => row.name);
}

/** Rows per table, counted in one statement. */
export async function countRows(session: SqlSession): Promise<Record<string, number>> {
  const tables = await listTables(session);
  if (!tables.length) return {};
  const parts = tables.map((name) => {
    const [schema, table] = name.split('.') as [string, string];
    return `select '${name.replaceAll("'", "''")}' as name, count(*)::bigint as n from ${quote(schema)}.${quote(table)}`;
  });
  const rows = await session.rows<{ name: string; n: string | number | bigint }>(
    parts.join(' union all '),
  );
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.n)]));
}

/** The applied migrations: how many, and the `created_at` (journal `when`) of the last one. */
export async function appliedMigrations(
  session: SqlSession,
): Promise<{ applied: number; lastCreatedAt: number | null }> {
  const tables = await listTables(session);
  if (!tables.includes('drizzle.__drizzle_migrations')) return { applied: 0, lastCreatedAt: null };
  const [row] = await session.rows<{ applied: string | number; last: string | number | null }>(
    `select count(*)::int as applied, max(created_at)::text as last
      from drizzle.__drizzle_migrations`,
  );
  return {
    applied: Number(row?.applied ?? 0),
    lastCreatedAt: row?.last == null ? null : Number(row.last),
  };
}

/** Drops the application's schemas and recreates an empty public one (restore --force). */
export async function emptyDatabase(session: SqlSession): Promise<void> {
  await session.run(
    `drop schema if exists drizzle cascade; drop schema if exists public cascade;
     create schema public;`,
  );
}

/** PostgreSQL: a repeatable-read transaction whose snapshot pg_dump shares (`--snapshot`). */
export async function exportSnapshot(session: SqlSession): Promise<string> {
  await session.run('begin isolation level repeatable read read only');
  const [row] = await session.rows<{ id: string }>('select pg_export_snapshot() as id');
  return row!.id;
}

/**
 * The restore's one transaction. The indexes and foreign keys of the dump's post-data section are
 * built after the rows, one at a time: more memory for each build than a session's default
 * (PostgreSQL's own advice for a restore) sorts in memory what would spill to disk.
 */
export async function beginRestore(session: SqlSession): Promise<void> {
  await session.run(`begin; set local maintenance_work_mem = '256MB';`);
}

export async function endTransaction(session: SqlSession, commit: boolean): Promise<void> {
  await session.run(commit ? 'commit' : 'rollback');
}
