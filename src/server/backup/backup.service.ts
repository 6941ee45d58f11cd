import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createArchive } from './archive';
import { dumpLivePglite, dumpPgliteDirectory, dumpPostgres, type DumpFacts } from './dump';
import { fileStoresOf, type BackupFileStores } from './file-store';
import {
  appVersion,
  archiveName,
  DATABASE_ENTRY,
  MANIFEST,
  migrationTag,
  SECRET_FILES,
  type BackupManifest,
} from './manifest';

export interface BackupOptions {
  config: Pick<Config, 'dataDir' | 'storageDir' | 'databaseUrl'> & { storageUrl?: string };
  /** The running server's database; without it the CLI opens the database itself. */
  database?: Database;
  withSecrets?: boolean;
  /** Where the archive goes (BACKUP_DIR, default ./backups). */
  outDir: string;
  /** The stored files; by default the local storage directories. */
  files?: BackupFileStores;
  now?: Date;
}

export interface BackupResult {
  path: string;
  bytes: number;
  manifest: BackupManifest;
}

async function dumpDatabase(options: BackupOptions, file: string): Promise<DumpFacts> {
  const { config, database } = options;
  if (config.databaseUrl) return dumpPostgres(config.databaseUrl, file);
  if (database) return dumpLivePglite(database, file);
  return dumpPgliteDirectory(config.dataDir, file);
}

/** One archive: database.sql, files/<store>/…, secrets/… when asked, manifest.json last. */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const createdAt = options.now ?? new Date();
  const path = join(resolve(options.outDir), archiveName(createdAt));
  const work = await mkdtemp(join(tmpdir(), 'backoffice-backup-'));
  const archive = createArchive(path);
  try {
    const sqlFile = join(work, DATABASE_ENTRY);
    const seen = await dumpDatabase(options, sqlFile);
    await archive.addFile(DATABASE_ENTRY, sqlFile);
    await rm(sqlFile, { force: true });

    const stores = options.files ?? fileStoresOf(options.config);
    const files: Record<string, number> = {};
    for (const [store, files_] of Object.entries(stores)) {
      const keys = await files_.listKeys();
      for (const key of keys)
        await archive.addBuffer(`files/${store}/${key}`, await files_.read(key));
      files[store] = keys.length;
    }

    const withSecrets = options.withSecrets ?? false;
    if (withSecrets) {
      for (const name of SECRET_FILES) {
        const file = join(options.config.dataDir, name);
        if (existsSync(file)) await archive.addBuffer(`secrets/${name}`, await readFile(file));
      }
    }

    const manifest: BackupManifest = {
      format: 1,
      app: appVersion(),
      createdAt: createdAt.toISOString(),
      database: {
        kind: seen.kind,
        migration: {
          applied: seen.migrations.applied,
          last: migrationTag(seen.migrations.lastCreatedAt),
        },
        tables: seen.tables,
      },
      files,
      withSecrets,
      checksums: { ...archive.checksums },
    };
    await archive.addBuffer(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
    await archive.finish();
    return { path, bytes: (await stat(path)).size, manifest };
  } catch (error) {
    await archive.abort();
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
