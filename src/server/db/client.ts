import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrationsDir } from '../paths';
import { ACCESS_EPOCH_CHANNEL, noteAccessEpoch } from './access-epoch';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query builder, the same type over PGlite and over a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: repositories accept either `Db` or `Tx`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (several statements allowed); used by migrations, seeds and benchmarks. */
  exec(sqlText: string): Promise<void>;
  /** LISTEN on a channel; the returned function stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** NOTIFY outside any transaction (inside one, use `select pg_notify(...)` on the transaction). */
  notify(channel: string, payload: string): Promise<void>;
  /** PGlite only: a dump of the data directory (used to make test templates). */
  dump?: () => Promise<Blob | File>;
  /** PGlite only: what autovacuum does on a server, for the tables that grew (pglite-tidy.ts). */
  tidy?: () => Promise<string[]>;
  close(): Promise<void>;
}

export const migrationsFolder = migrationsDir;

/** The advisory lock key the PostgreSQL migrator holds while it migrates (a fixed number). */
export const MIGRATION_LOCK_KEY = 7_352_019_032;

export interface OpenOptions {
  /** postgres://… switches to a PostgreSQL server. */
  databaseUrl?: string;
  /** PGlite data directory; `undefined` or 'memory://' keeps the database in memory. */
  dataDir?: string;
  /** A PGlite data-directory dump to start from (tests clone a migrated template this way). */
  loadDataDir?: Blob;
  /** PostgreSQL server only: every statement's statement_timeout (GRAPHQL_TIMEOUT_MS). */
  statementTimeoutMs?: number;
}

/** Opens the database and applies every committed migration (idempotent). */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    // Migrations may build indexes on big tables: their own connection runs without the
    // statement_timeout that bounds every request's statements.
    const migrator = postgres(options.databaseUrl, { max: 1, onnotice: () => undefined });
    try {
      // Instances starting together queue on one session lock, so the migrations run once: the
      // next one in finds them recorded and applies nothing. The lock ends with the connection
      // if an instance dies holding it.
      await migrator`select pg_advisory_lock(${MIGRATION_LOCK_KEY}::bigint)`;
      try {
        await migrate(drizzle(migrator, { schema }), { migrationsFolder });
      } finally {
        await migrator`select pg_advisory_unlock(${MIGRATION_LOCK_KEY}::bigint)`;
      }
    } finally {
      await migrator.end();
    }
    const timeout = options.statementTimeoutMs;
    const client = postgres(options.databaseUrl, {
      max: 10,
      onnotice: () => undefined,
      ...(timeout ? { connection: { statement_timeout: timeout } } : {}),
    });
    const db = drizzle(client, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      exec: async (text) => {
        await client.unsafe(text);
      },
      listen: async (channel, onPayload) => {
        const { unlisten } = await client.listen(channel, onPayload);
        return unlisten;
      },
      notify: async (channel, payload) => {
        await client.notify(channel, payload);
      },
      close: () => client.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // The news title search's trigram index (migration 0011) needs pg_trgm in every PGlite.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const extensions = { pg_trgm };
  const { drizzle } = await import('drizzle-orm/pglite');
  const { tidyTables } = await import('./pglite-tidy');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = options.dataDir && options.dataDir !== 'memory://' ? options.dataDir : undefined;
  if (dir) mkdirSync(dir, { recursive: true });
  const client = dir
    ? new PGlite(dir, { extensions })
    : new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir, extensions } : { extensions }); // prettier-ignore
  // PGlite runs with fsync off, so filling each new 16 MB WAL segment with zeros before use buys
  // no safety; it only doubles what a large write (a 100,000-unit import) sends
  // to the disk. One session: the setting holds for every query of this client.
  await client.exec('set wal_init_zero = off');
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  // Every access change announces the new epoch (migration 0039); in one process the news is
  // here before the change's commit returns, so requests need not read it (access-epoch.ts).
  await client.listen(ACCESS_EPOCH_CHANNEL, (payload) => noteAccessEpoch(db, Number(payload)));
  const epoch = await client.query<{ value: string | number }>(
    'select value from access_epoch where id = 1',
  );
  noteAccessEpoch(db, Number(epoch.rows[0]?.value));
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    exec: async (text) => {
      await client.exec(text);
    },
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    dump: () => client.dumpDataDir('none'),
    tidy: () => tidyTables(client),
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: () => client.close(),
  };
}
