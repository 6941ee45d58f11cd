import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Config } from '../../config';
import { fileStorageFor } from '../../storage';

// Export files live in the platform storage (STORAGE_DIR, shared by every instance) but in a
// private area: `/storage/*` serves any key of the public storage to anyone, and its keys may not
// start with a dot, so a dot-directory can never be addressed through it. The only way out is
// GET /api/exports/:id/download, which checks the signed link and the requester.

const AREA = '.exports';
// Keys stored in export_jobs.file_path: '.exports/<job uuid>[-<attempt>].<xlsx|csv>'. The attempt
// keeps two runners of one job (one of them past its lease) from ever writing the same file.
const KEY = /^\.exports\/[0-9a-f-]{36}(-\d{1,4})?\.(xlsx|csv)$/;

function fileOf(config: Pick<Config, 'storageDir'>, key: string): string | null {
  if (!KEY.test(key)) return null;
  const root = fileStorageFor(config).root;
  const file = resolve(root, key);
  return file.startsWith(root + sep) ? file : null;
}

export function exportFileKey(jobId: string, extension: 'xlsx' | 'csv', attempt?: number): string {
  const suffix = attempt === undefined ? '' : `-${attempt}`;
  return `${AREA}/${jobId.toLowerCase()}${suffix}.${extension}`;
}

/**
 * Streams a file into the private area: `write` fills the stream (without ending it); the file
 * appears under its key only once complete, so a reader never sees half a file.
 */
export async function writeExportFile<T>(
  config: Pick<Config, 'storageDir'>,
  key: string,
  write: (out: Writable) => Promise<T>,
): Promise<T> {
  const file = fileOf(config, key);
  if (!file) throw new Error(`Clave de exportación no válida: ${key}`);
  const dir = join(fileStorageFor(config).root, AREA);
  await mkdir(dir, { recursive: true });
  const partial = join(dir, `${randomBytes(6).toString('hex')}.partial`);
  // A large buffer: the writer hands over 64 KB chunks and need not wait for the disk on each.
  const out = createWriteStream(partial, { flags: 'wx', highWaterMark: 1024 * 1024 });
  try {
    const result = await write(out);
    out.end();
    await finished(out);
    await rename(partial, file);
    return result;
  } catch (error) {
    // The stream opens its file asynchronously: a write that fails at once would otherwise remove
    // the partial file before it exists, and the open would leave it behind after the rm.
    if (!out.closed) {
      const closed = once(out, 'close');
      out.destroy();
      await closed;
    }
    await rm(partial, { force: true });
    throw error;
  }
}

/** The stored file of a key, opened for reading, or null when it is gone. */
export async function openExportFile(
  config: Pick<Config, 'storageDir'>,
  key: string,
): Promise<{ stream: ReadStream; size: number } | null> {
  const file = fileOf(config, key);
  const info = file ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile()) return null;
  return { stream: createReadStream(file), size: info.size };
}

export async function removeExportFile(
  config: Pick<Config, 'storageDir'>,
  key: string,
): Promise<void> {
  const file = fileOf(config, key);
  if (file) await rm(file, { force: true });
}

/**
 * Removes files of the private area older than `maxAgeMs` that no job names any more (a run that
 * lost its claim, or a partial file of a server that died), whatever their name.
 */
export async function removeStaleExportFiles(
  config: Pick<Config, 'storageDir'>,
  maxAgeMs: number,
  now = Date.now(),
): Promise<number> {
  const dir = join(fileStorageFor(config).root, AREA);
  const names = await readdir(dir).catch(() => []);
  let removed = 0;
  for (const name of names) {
    const file = join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || now - info.mtimeMs < maxAgeMs) continue;
    await rm(file, { force: true });
    removed++;
  }
  return removed;
}
