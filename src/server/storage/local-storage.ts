import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { isSafeKey, type FileStorage, type StoredFile } from './file-storage';

/** The URL prefix under which the server publishes the local storage (storage.routes.ts). */
export const STORAGE_URL_PREFIX = '/storage';

/** Files in a directory of the server (STORAGE_DIR, by default `${DATA_DIR}/storage`). */
export class LocalFileStorage implements FileStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The absolute file of a key, or null when the key could point outside the root. */
  fileOf(key: string): string | null {
    if (!isSafeKey(key)) return null;
    const file = resolve(this.root, key);
    return file.startsWith(this.root + sep) ? file : null;
  }

  async put(key: string, bytes: Uint8Array, _mime: string): Promise<StoredFile> {
    const file = this.fileOf(key);
    if (!file) throw new Error(`Clave de almacenamiento no válida: ${key}`);
    await mkdir(dirname(file), { recursive: true });
    // Written beside the target then renamed: a reader never sees half a file.
    const partial = join(dirname(file), `.${randomBytes(6).toString('hex')}.partial`);
    try {
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return { url: `${STORAGE_URL_PREFIX}/${key}`, path: key };
  }

  async remove(path: string): Promise<void> {
    const file = this.fileOf(path);
    if (file) await rm(file, { force: true });
  }
}
