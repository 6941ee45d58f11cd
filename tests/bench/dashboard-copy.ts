import { once } from 'node:events';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import postgres from 'postgres';

// The dashboard seed's raw connection: one session (its temporary tables last the whole load)
// that runs SQL and bulk-loads CSV with COPY, the fastest way into either engine. PGlite reads
// the CSV from a blob it mounts as /dev/blob; PostgreSQL from the COPY FROM STDIN stream.

export interface BulkSession {
  exec(sqlText: string): Promise<void>;
  rows(sqlText: string): Promise<Record<string, unknown>[]>;
  /** COPY of CSV lines (no header) into `table (columns)`; one statement, so one trigger pass. */
  copy(table: string, columns: readonly string[], csv: string): Promise<void>;
  close(): Promise<void>;
}

const copySql = (table: string, columns: readonly string[], source: string) =>
  `copy ${table} (${columns.join(', ')}) from ${source} with (format csv)`;

export async function pgliteSession(dataDir: string): Promise<BulkSession> {
  const client = new PGlite(dataDir, { extensions: { pg_trgm } });
  return {
    exec: async (text) => {
      await client.exec(text);
    },
    rows: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
    copy: async (table, columns, csv) => {
      await client.query(copySql(table, columns, `'/dev/blob'`), [], { blob: new Blob([csv]) });
    },
    close: () => client.close(),
  };
}

export function postgresSession(url: string): BulkSession {
  // max 1: one session, so the temporary tables of the load stay visible to every statement.
  const client = postgres(url, { max: 1, onnotice: () => undefined });
  return {
    exec: async (text) => {
      await client.unsafe(text);
    },
    rows: async (text) => [...(await client.unsafe<Record<string, unknown>[]>(text))],
    copy: async (table, columns, csv) => {
      const stream = await client.unsafe(copySql(table, columns, 'stdin')).writable();
      stream.end(csv);
      await once(stream, 'finish');
    },
    close: () => client.end(),
  };
}
