import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import type { Config } from '../config';
import { entryPath, extractArchive } from './archive';
import {
  beginRestore,
  countRows,
  emptyDatabase,
  listTables,
  pgliteSession,
  postgresSession,
  type SqlSession,
} from './backup.repository';
import { openPglite } from './dump';
import { fileStoresOf, type BackupFileStores } from './file-store';
import { DATABASE_ENTRY, MANIFEST, SECRET_FILES, type BackupManifest } from './manifest';
import { fileLines, statementBatches } from './sql-script';

/** A restore that did not start: the message says why, in Spanish, and nothing was changed. */
export class RestoreRefused extends Error {}

export interface RestoreOptions {
  file: string;
  config: Pick<Config, 'dataDir' | 'storageDir' | 'databaseUrl'> & { storageUrl?: string };
  /** Empties a non-empty target first instead of refusing it. */
  force?: boolean;
  files?: BackupFileStores;
}

export interface RestoreResult {
  manifest: BackupManifest;
  target: string;
  tables: Record<string, number>;
  files: Record<string, number>;
  secrets: string[];
}

const UNCHANGED = 'No se cambió nada.';

async function readVerified(file: string, work: string): Promise<BackupManifest> {
  let extracted;
  try {
    extracted = await extractArchive(file, work);
  } catch {
    throw new RestoreRefused(`${file} no es un respaldo legible (.tar.gz). ${UNCHANGED}`);
  }
  if (!extracted.checksums[MANIFEST]) {
    throw new RestoreRefused(`El respaldo no trae ${MANIFEST}. ${UNCHANGED}`);
  }
  const manifest = JSON.parse(await readFile(join(work, MANIFEST), 'utf8')) as BackupManifest;
  const names = new Set([...Object.keys(manifest.checksums), ...extracted.names]);
  names.delete(MANIFEST);
  for (const name of names) {
    if (manifest.checksums[name] !== extracted.checksums[name]) {
      throw new RestoreRefused(
        `La suma de verificación de ${name} no coincide con el manifiesto: el respaldo está dañado. ${UNCHANGED}`,
      );
    }
  }
  if (!manifest.checksums[DATABASE_ENTRY]) {
    throw new RestoreRefused(`El respaldo no trae ${DATABASE_ENTRY}. ${UNCHANGED}`);
  }
  return manifest;
}

/** Runs the dump in one transaction and checks the counts before committing. */
async function load(session: SqlSession, sqlFile: string, expected: Record<string, number>) {
  await beginRestore(session);
  try {
    for await (const batch of statementBatches(fileLines(sqlFile))) await session.run(batch);
    const counted = await countRows(session);
    for (const [table, rows] of Object.entries(expected)) {
      if (counted[table] !== rows) {
        throw new Error(
          `La tabla ${table} quedó con ${counted[table] ?? 0} filas y el respaldo dice ${rows}.`,
        );
      }
    }
    await session.run('commit');
    return counted;
  } catch (error) {
    await session.run('rollback');
    throw error;
  }
}

async function hasFiles(stores: BackupFileStores): Promise<boolean> {
  for (const store of Object.values(stores)) if ((await store.listKeys()).length) return true;
  return false;
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const { config, force = false } = options;
  const archiveFile = resolve(options.file);
  const stores = options.files ?? fileStoresOf(config);
  const work = await mkdtemp(join(tmpdir(), 'backoffice-restore-'));
  try {
    const manifest = await readVerified(archiveFile, work);
    const refuse = (what: string) => {
      throw new RestoreRefused(
        `El destino no está vacío (${what}). Usa --force para vaciarlo y restaurar encima. ${UNCHANGED}`,
      );
    };
    const sqlFile = join(work, DATABASE_ENTRY);
    let tables: Record<string, number>;
    let target: string;
    if (config.databaseUrl) {
      const { default: postgres } = await import('postgres');
      const sql = postgres(config.databaseUrl, { max: 1, onnotice: () => undefined });
      try {
        const session = postgresSession(sql);
        const existing = await listTables(session);
        if (!force && existing.length) refuse(`la base de datos tiene ${existing.length} tablas`);
        if (!force && (await hasFiles(stores))) refuse('hay archivos guardados');
        if (force) await emptyDatabase(session);
        if (force) await emptyStores(stores);
        tables = await load(session, sqlFile, manifest.database.tables);
      } finally {
        await sql.end();
      }
      target = 'PostgreSQL (DATABASE_URL)';
    } else {
      const dataDir = resolve(config.dataDir);
      if (!force && existsSync(join(dataDir, 'PG_VERSION')))
        refuse(`hay una base PGlite en ${dataDir}`);
      if (!force && (await hasFiles(stores))) refuse('hay archivos guardados');
      if (force) {
        await emptyDataDir(dataDir, archiveFile);
        await emptyStores(stores);
      }
      const before = new Set(existsSync(dataDir) ? await readdir(dataDir) : []);
      const pg = await openPglite({ dataDir });
      try {
        tables = await load(pgliteSession(pg), sqlFile, manifest.database.tables);
      } catch (error) {
        await pg.close();
        // The database files this restore created go again: the directory is as it was.
        for (const name of await readdir(dataDir)) {
          if (!before.has(name)) await rm(join(dataDir, name), { recursive: true, force: true });
        }
        throw error;
      }
      await pg.close();
      target = `PGlite en ${dataDir}`;
    }

    const files: Record<string, number> = {};
    const prefix = 'files/';
    for (const name of Object.keys(manifest.checksums).sort()) {
      if (!name.startsWith(prefix)) continue;
      const [store, ...rest] = name.slice(prefix.length).split('/');
      const into = store ? stores[store] : undefined;
      if (!into || !rest.length) continue;
      await into.write(rest.join('/'), await readFile(entryPath(work, name)));
      files[store!] = (files[store!] ?? 0) + 1;
    }

    const secrets: string[] = [];
    for (const name of SECRET_FILES) {
      const entry = `secrets/${name}`;
      if (!manifest.checksums[entry]) continue;
      const file = join(config.dataDir, name);
      await writeFile(file, await readFile(entryPath(work, entry)), { mode: 0o600 });
      await chmod(file, 0o600);
      secrets.push(name);
    }
    return { manifest, target, tables, files, secrets };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** PGlite's files and whatever else DATA_DIR holds, but its keys and the archive being read. */
async function emptyDataDir(dataDir: string, archiveFile: string): Promise<void> {
  if (!existsSync(dataDir)) return;
  const kept = new Set<string>([...SECRET_FILES, 'backup-token']);
  for (const name of await readdir(dataDir)) {
    const path = join(dataDir, name);
    if (kept.has(name) || archiveFile === path || archiveFile.startsWith(path + sep)) continue;
    await rm(path, { recursive: true, force: true });
  }
}

async function emptyStores(stores: BackupFileStores): Promise<void> {
  for (const store of Object.values(stores)) await store.empty();
}
