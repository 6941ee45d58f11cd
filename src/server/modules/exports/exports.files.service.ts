import type { Readable, Writable } from 'node:stream';
import { PassThrough } from 'node:stream';
import { fileStorageFor, type StorageConfig } from '../../storage';

// Export files (and the units import's error sheets) live in the private storage, beside the
// pre-approval documents: `/storage/*` never serves it, on disk or in a bucket. The only way out
// is GET /api/exports/:id/download, which checks the signed link and the requester.

const AREA = 'exports';
// Keys stored in export_jobs.file_path: 'exports/<job uuid>[-<attempt>].<xlsx|csv>'. The attempt
// keeps two runners of one job (one of them past its lease) from ever writing the same file.
// Rows of older versions name '.exports/…' in the public directory: they read as gone.
const KEY = /^exports\/[0-9a-f-]{36}(-\d{1,4})?\.(xlsx|csv)$/;
const TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

const asError = (value: unknown) => (value instanceof Error ? value : new Error(String(value)));
const storageOf = (config: StorageConfig) => fileStorageFor(config, 'private');

export function exportFileKey(jobId: string, extension: 'xlsx' | 'csv', attempt?: number): string {
  const suffix = attempt === undefined ? '' : `-${attempt}`;
  return `${AREA}/${jobId.toLowerCase()}${suffix}.${extension}`;
}

/**
 * Streams a file into the private storage: `write` fills the stream (without ending it); the file
 * appears under its key only once complete, so a reader never sees half a file, and a failed
 * write (or a failed upload) stores nothing.
 */
export async function writeExportFile<T>(
  config: StorageConfig,
  key: string,
  write: (out: Writable) => Promise<T>,
): Promise<T> {
  if (!KEY.test(key)) throw new Error(`Clave de exportación no válida: ${key}`);
  // A large buffer: the writer hands over small chunks and need not wait on each.
  const body = new PassThrough({ highWaterMark: 1 << 20 });
  // Failures reach the caller through the writer and the storage, whichever comes first; the
  // stream's own 'error' event may fire before the storage listens to it.
  body.on('error', () => undefined);
  const type = key.endsWith('.csv') ? TYPES.csv : TYPES.xlsx;
  const stored = storageOf(config).putStream(key, body, type);
  let storageFailure: unknown = null;
  // A storage that fails first fails the writer's next write instead of leaving it waiting.
  stored.catch((failure: unknown) => {
    storageFailure = failure;
    body.destroy(asError(failure));
  });
  try {
    const result = await write(body);
    if (!body.writableEnded) body.end();
    await stored;
    return result;
  } catch (error) {
    const first = storageFailure ?? error;
    body.destroy(asError(error));
    await stored.catch(() => undefined);
    throw first;
  }
}

/** The stored file of a key, opened for reading, or null when it is gone. */
export async function openExportFile(
  config: StorageConfig,
  key: string,
): Promise<{ body: Readable; size: number } | null> {
  return KEY.test(key) ? storageOf(config).get(key) : null;
}

export async function removeExportFile(config: StorageConfig, key: string): Promise<void> {
  if (KEY.test(key)) await storageOf(config).remove(key);
}

/**
 * Removes files of the exports area older than `maxAgeMs`, which no job names by then (a run that
 * lost its claim, or a partial file of a server that died), whatever their name.
 */
export async function removeStaleExportFiles(
  config: StorageConfig,
  maxAgeMs: number,
  now = Date.now(),
): Promise<number> {
  return storageOf(config).sweep(`${AREA}/`, new Date(now - maxAgeMs));
}
