import type { Readable } from 'node:stream';

/** Where a stored file can be read (`url`) and how to address it again (`path`, the storage key). */
export interface StoredFile {
  /** Public URL, relative to the server (e.g. `/storage/agencies/….png`) or absolute. */
  url: string;
  /** The storage key, kept in `medias.path` so the file can be removed later. */
  path: string;
}

/** A stored file opened for reading: the caller sends or consumes `body` exactly once. */
export interface StoredObject {
  body: Readable;
  size: number;
  /** The type it was stored with (or, where the driver keeps none, the one its extension names). */
  type: string;
}

/** One stored file as a listing gives it. */
export interface StoredEntry {
  key: string;
  size: number;
  modifiedAt: Date;
}

/**
 * Files of the platform (logos, covers, galleries, documents, exports). Two drivers implement it:
 * a local directory (the default) and an S3-compatible bucket (STORAGE_URL). Callers keep the
 * returned url and path and never touch the disk or the bucket themselves, so every instance
 * sharing the bucket sees the same files.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array, mime: string): Promise<StoredFile>;
  /**
   * Stores what `body` yields until it ends. The file appears under its key only once complete;
   * when `body` fails (destroyed with an error), nothing is stored and the promise rejects.
   */
  putStream(key: string, body: Readable, mime: string): Promise<StoredFile>;
  /** The file of a key, opened for reading, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Every stored file whose key starts with `prefix` (all of them without one). */
  list(prefix?: string): AsyncIterable<StoredEntry>;
  /** The keys of `list`, for callers that copy files (backups). */
  keys(prefix?: string): AsyncIterable<string>;
  /** Removes a stored file; a missing one is not an error (removal runs after commits). */
  remove(path: string): Promise<void>;
  /**
   * Removes everything under `prefix` last written before `before`, including what an
   * interrupted write of the local driver left behind; returns how many files went.
   */
  sweep(prefix: string, before: Date): Promise<number>;
}

// A key is a relative path of plain segments: letters, digits, '-', '_' and dots, never starting
// with a dot (no '..', no hidden files), so it can name a file without escaping the root.
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}(\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}){0,7}$/;
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

export function isSafeKey(key: string): boolean {
  return KEY.test(key);
}

/** A listing prefix: nothing, or plain segments optionally ending in '/' or a partial name. */
export function isSafePrefix(prefix: string): boolean {
  return (
    prefix === '' ||
    prefix.split('/').every((part, i, all) => {
      if (part === '') return i === all.length - 1 && i > 0;
      return SEGMENT.test(part);
    })
  );
}

/** The error of a key `isSafeKey` refuses (a caller's bug, never a user's input). */
export function invalidKey(key: string): Error {
  return new Error(`Clave de almacenamiento no válida: ${key}`);
}
