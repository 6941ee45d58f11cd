import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from '../db/client';
import {
  appliedMigrations,
  countRows,
  endTransaction,
  exportSnapshot,
  pgliteSession,
  postgresSession,
  type SqlSession,
} from './backup.repository';

/** What a dump saw: rows per table and the migrations applied, from the dump's own snapshot. */
export interface DumpFacts {
  kind: 'pglite' | 'postgres';
  tables: Record<string, number>;
  migrations: { applied: number; lastCreatedAt: number | null };
}

/**
 * Both engines dump the same way: owners and grants left out (the target has its own roles),
 * multi-row INSERTs rather than COPY, which PGlite's exec and a driver's simple query can run.
 */
const DUMP_ARGS = ['--no-owner', '--no-privileges', '--rows-per-insert=1000'];

async function facts(kind: DumpFacts['kind'], session: SqlSession): Promise<DumpFacts> {
  return { kind, tables: await countRows(session), migrations: await appliedMigrations(session) };
}

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const extensions = { pg_trgm };
  const pg = options.dataDir
    ? new PGlite(options.dataDir, { extensions })
    : new PGlite({ loadDataDir: options.loadDataDir, extensions });
  await pg.waitReady;
  return pg;
}

async function dumpPgliteInstance(pg: PGlite, file: string): Promise<DumpFacts> {
  const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
  const seen = await facts('pglite', pgliteSession(pg));
  const dump = await pgDump({ pg, args: DUMP_ARGS });
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return seen;
}

/**
 * What the dump worker gets: the copy and where the SQL goes. A Blob posted to a worker shares its
 * bytes (they cannot change), so the copy is neither read into the server's heap nor duplicated.
 */
export interface DumpJob {
  copy: Blob;
  file: string;
}

/** What the dump worker answers: what the dump saw, or why it failed (its message as thrown). */
export type DumpReply = { facts: DumpFacts } | { error: string };

/** The worker's half of a live dump: open the copy in memory, count, dump, write the file. */
export async function dumpPgliteCopy(job: DumpJob): Promise<DumpFacts> {
  const copy = await openPglite({ loadDataDir: job.copy });
  try {
    return await dumpPgliteInstance(copy, job.file);
  } finally {
    await copy.close();
  }
}

/**
 * The dump worker, wherever this module runs. Bundled (dist-server), it is the dump-worker.mjs the
 * build writes beside the server's bundle. From source (tsx, Vitest), it is dump-worker.ts, loaded
 * through tsx's own register API: Node 20 does not pass an `--import` loader to a worker through
 * `execArgv`. tsx is found from the working directory, as `node --import tsx` finds it.
 */
function startDumpWorker(job: DumpJob): Worker {
  const options = { workerData: job };
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./dump-worker.mjs', import.meta.url), options);
  }
  const source = JSON.stringify(new URL('./dump-worker.ts', import.meta.url).href);
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${source}); });`;
  return new Worker(boot, { ...options, eval: true });
}

function runDumpWorker(job: DumpJob): Promise<DumpFacts> {
  return new Promise((resolveDump, reject) => {
    const worker = startDumpWorker(job);
    let reply: DumpReply | undefined;
    let failure: Error | undefined;
    worker.once('message', (message: DumpReply) => {
      reply = message;
      // Its work is done and the file written: the worker goes, and its memory with it.
      void worker.terminate();
    });
    worker.once('error', (error) => (failure = error));
    worker.once('exit', (code) => {
      if (reply && 'facts' in reply) resolveDump(reply.facts);
      else if (reply) reject(new Error(reply.error));
      else
        reject(
          failure ?? new Error(`El proceso del respaldo terminó sin responder (código ${code}).`),
        );
    });
  });
}

/**
 * The running server's PGlite: its data directory is copied through PGlite's own API (the copy
 * waits its turn like a query, on the instance that holds the data). A worker thread opens the
 * copy as a private instance in memory, counts and dumps it there, so the server's thread stays
 * free for requests meanwhile; the counts come from the same copy as the dump.
 */
export async function dumpLivePglite(database: Database, file: string): Promise<DumpFacts> {
  if (!database.dump) throw new Error('Esta base de datos no se puede copiar.');
  return runDumpWorker({ copy: await database.dump(), file });
}

/** A PGlite data directory no server holds open (the backup CLI with the server stopped). */
export async function dumpPgliteDirectory(dataDir: string, file: string): Promise<DumpFacts> {
  const pg = await openPglite({ dataDir });
  try {
    return await dumpPgliteInstance(pg, file);
  } finally {
    await pg.close();
  }
}

/** pg_dump on PATH, else the newest Debian client under /usr/lib/postgresql. */
export function findPgDump(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, 'pg_dump'))) return join(dir, 'pg_dump');
  }
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'pg_dump')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin', 'pg_dump') : undefined;
}

function runPgDump(url: string, snapshot: string, file: string): Promise<void> {
  const binary = findPgDump();
  if (!binary) {
    throw new Error(
      'No se encontró pg_dump: instala el cliente de PostgreSQL (paquete postgresql-client).',
    );
  }
  // The password goes by environment, not on the command line that other users can list.
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  const args = [...DUMP_ARGS, `--snapshot=${snapshot}`, '--file', file, '--dbname', target.href];
  return new Promise((resolveDump, reject) => {
    const child = spawn(binary, args, {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolveDump()
        : reject(new Error(`pg_dump terminó con código ${code}: ${stderr}`)),
    );
  });
}

/**
 * PostgreSQL: a repeatable-read transaction exports its snapshot; pg_dump dumps exactly that
 * snapshot and the counts are taken inside it, so they describe the same moment.
 */
export async function dumpPostgres(url: string, file: string): Promise<DumpFacts> {
  const { default: postgres } = await import('postgres');
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    const session = postgresSession(sql);
    const snapshot = await exportSnapshot(session);
    try {
      await runPgDump(url, snapshot, file);
      return await facts('postgres', session);
    } finally {
      await endTransaction(session, false);
    }
  } finally {
    await sql.end();
  }
}
