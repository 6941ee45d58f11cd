/** Where a stored file can be read (`url`) and how to address it again (`path`, the storage key). */
export interface StoredFile {
  /** Public URL, relative to the server (e.g. `/storage/agencies/….png`) or absolute. */
  url: string;
  /** The storage key, kept in `medias.path` so the file can be removed later. */
  path: string;
}

/**
 * Files of the platform (logos, covers, galleries, documents). The default keeps them in a local
 * directory; another backend (an object store) only has to implement these two calls, because
 * callers keep the returned url and path and never touch the disk themselves.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array, mime: string): Promise<StoredFile>;
  /** Removes a stored file; a missing one is not an error (removal runs after commits). */
  remove(path: string): Promise<void>;
}

// A key is a relative path of plain segments: letters, digits, '-', '_' and dots, never starting
// with a dot (no '..', no hidden files), so it can name a file without escaping the root.
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}(\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}){0,7}$/;

export function isSafeKey(key: string): boolean {
  return KEY.test(key);
}
