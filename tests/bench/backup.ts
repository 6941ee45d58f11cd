import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import postgres from 'postgres';
import { createBackup, restoreBackup } from '../../src/server/backup';
import { openDatabase, type Database } from '../../src/server/db/client';
import { seedIfEmpty } from '../../src/server/db/seed';
import { seedQuotationsBench } from './quotations-list.seed';

// Backup and restore of the demo and of a database with a million quotations (goal: restore in at
// most twice the backup's time), and the move PGlite → PostgreSQL end to end.
const ROOT = process.env.BENCH_BACKUP_DIR || '/tmp/backoffice-bench-backup';
// BENCH_BACKUP_QUOTATIONS=0 measures the demo alone.
const QUOTATIONS = Number(process.env.BENCH_BACKUP_QUOTATIONS || 1_000_000);

export interface BackupFigures {
  label: string;
  rows: number;
  backupMs: number;
  /** The longest the process's own thread (the server's, in production) went unanswered. */
  longestPauseMs: number;
  restoreMs: number;
  archiveBytes: number;
  /** Restore into PostgreSQL (the move), when TEST_DATABASE_URL is set. */
  moveRestoreMs?: number;
}

export interface BackupReport {
  cases: BackupFigures[];
}

const since = (start: number) => performance.now() - start;

async function onPostgres(file: string, work: string): Promise<number | undefined> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  const name = `bo_bench_move_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const start = performance.now();
    const dirs = { dataDir: join(work, 'pg'), storageDir: join(work, 'pg', 'storage') };
    await restoreBackup({ file, config: { ...dirs, databaseUrl: url.href } });
    // The server opens it: migrations found applied.
    const database = await openDatabase({ databaseUrl: url.href });
    await database.close();
    return since(start);
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function measureCase(label: string, database: Database, work: string) {
  const source = { dataDir: join(work, 'source'), storageDir: join(work, 'source', 'storage') };
  const pauses = monitorEventLoopDelay({ resolution: 10 });
  pauses.enable();
  let start = performance.now();
  const backup = await createBackup({
    config: { ...source, databaseUrl: undefined },
    database,
    outDir: join(work, 'backups'),
  });
  const backupMs = since(start);
  pauses.disable();
  const longestPauseMs = pauses.max / 1e6;
  await database.close();
  start = performance.now();
  const target = { dataDir: join(work, 'restored'), storageDir: join(work, 'restored', 'storage') };
  await restoreBackup({ file: backup.path, config: { ...target, databaseUrl: undefined } });
  const restoreMs = since(start);
  const rows = Object.values(backup.manifest.database.tables).reduce((a, b) => a + b, 0);
  const moveRestoreMs = await onPostgres(backup.path, work);
  const archiveBytes = backup.bytes;
  return { label, rows, backupMs, longestPauseMs, restoreMs, archiveBytes, moveRestoreMs };
}

export async function measureBackup(): Promise<BackupReport> {
  rmSync(ROOT, { recursive: true, force: true });
  const cases: BackupFigures[] = [];
  try {
    let work = join(ROOT, 'demo');
    mkdirSync(work, { recursive: true });
    const demo = await openDatabase({ dataDir: join(work, 'source') });
    await seedIfEmpty(demo, { demo: true, adminEmail: '', adminPassword: '' });
    cases.push(await measureCase('demo', demo, work));
    if (!QUOTATIONS) return { cases };

    work = join(ROOT, 'quotations');
    mkdirSync(work, { recursive: true });
    const big = await openDatabase({ dataDir: join(work, 'source') });
    await seedQuotationsBench(big, QUOTATIONS);
    cases.push(await measureCase(`${QUOTATIONS.toLocaleString('es-CL')} cotizaciones`, big, work));
  } finally {
    rmSync(ROOT, { recursive: true, force: true });
  }
  return { cases };
}

export function printBackup(report: BackupReport): void {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log('Respaldo y restauración con el servidor en marcha (PGlite; meta restaurar ≤ 2× respaldar):'); // prettier-ignore
  for (const c of report.cases) {
    const ratio = (c.restoreMs / c.backupMs).toFixed(2);
    const move =
      c.moveRestoreMs === undefined
        ? ''
        : `; mudanza a PostgreSQL de punta a punta ${s(c.backupMs + c.moveRestoreMs)} (restaurar ${s(c.moveRestoreMs)})`;
    console.log(
      `  ${c.label} (${c.rows.toLocaleString('es-CL')} filas): respaldo ${s(c.backupMs)} ` +
        `(pausa más larga del servidor ${s(c.longestPauseMs)}), ` +
        `archivo ${(c.archiveBytes / 1024 / 1024).toFixed(1)} MB, restauración ${s(c.restoreMs)} ` +
        `(${ratio}× el respaldo)${move}`,
    );
  }
}

// `node --import tsx tests/bench/backup.ts`: this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  printBackup(await measureBackup());
}
