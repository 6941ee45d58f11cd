import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Config } from '../config';

/**
 * The stored files as a backup sees them: keys (slash-separated, relative to the store) and bytes.
 * The local directory is one implementation; another storage driver only needs these three.
 */
export interface BackupFileStore {
  listKeys(): Promise<string[]>;
  read(key: string): Promise<Buffer>;
  write(key: string, bytes: Uint8Array): Promise<void>;
}

/** The stores a backup holds, by the folder they take in the archive (`files/<name>/…`). */
export type BackupFileStores = Record<string, BackupFileStore>;

async function walk(root: string, dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const keys: string[] = [];
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) keys.push(...(await walk(root, path)));
    // Half-written uploads (local-storage.ts writes beside the target, then renames) stay out.
    else if (entry.isFile() && !entry.name.endsWith('.partial')) {
      keys.push(relative(root, path).split(sep).join('/'));
    }
  }
  return keys;
}

export function localFileStore(directory: string): BackupFileStore {
  const root = resolve(directory);
  const fileOf = (key: string) => {
    const file = resolve(root, key);
    if (!file.startsWith(root + sep)) throw new Error(`Clave de archivo no válida: ${key}`);
    return file;
  };
  return {
    listKeys: async () => (await walk(root, root)).sort(),
    read: (key) => readFile(fileOf(key)),
    write: async (key, bytes) => {
      const file = fileOf(key);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(`${file}.restoring`, bytes);
      await rename(`${file}.restoring`, file);
    },
  };
}

/** Empties a local store (restore --force). */
export async function emptyLocalDirectory(directory: string): Promise<void> {
  await rm(directory, { recursive: true, force: true });
}

/** The local storage of uploads and its private twin (pre-approval documents). */
export function localFileStores(config: Pick<Config, 'storageDir'>): BackupFileStores {
  return {
    public: localFileStore(config.storageDir),
    private: localFileStore(`${config.storageDir}-private`),
  };
}
