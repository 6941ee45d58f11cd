import { readdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createBackup } from './backup.service';
import type { BackupFileStores } from './file-store';
import { ARCHIVE_PATTERN } from './manifest';

/** Deletes all but the newest `keep` archives of the directory (0 keeps them all). */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  if (keep <= 0) return [];
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => ARCHIVE_PATTERN.test(name));
  } catch {
    return [];
  }
  // The names carry the time: newest first in reverse order.
  const old = names.sort().reverse().slice(keep);
  for (const name of old) await rm(join(dir, name), { force: true });
  return old;
}

export interface ScheduleOptions {
  database: Database;
  config: Pick<Config, 'dataDir' | 'storageDir' | 'databaseUrl'> & { storageUrl?: string } & {
    backupDir: string;
    backupEveryMs: number;
    backupKeep: number;
  };
  files?: BackupFileStores;
  log?: (line: string) => void;
}

/** Backups inside the running server, every BACKUP_EVERY, keeping BACKUP_KEEP; returns stop. */
export function scheduleBackups(options: ScheduleOptions): () => void {
  const { config, log = (line) => console.log(line) } = options;
  if (!config.backupEveryMs) return () => undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    try {
      const result = await createBackup({
        config,
        database: options.database,
        files: options.files,
        outDir: config.backupDir,
      });
      const removed = await pruneBackups(resolve(config.backupDir), config.backupKeep);
      log(
        `Respaldo programado: ${result.path}` +
          (removed.length ? ` (se borraron ${removed.length} respaldos antiguos)` : ''),
      );
    } catch (error) {
      log(
        `El respaldo programado falló: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (!stopped) arm();
  };
  // One run at a time: the next one is armed when the last one ends.
  const arm = () => {
    timer = setTimeout(() => void run(), config.backupEveryMs);
    timer.unref();
  };
  arm();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
