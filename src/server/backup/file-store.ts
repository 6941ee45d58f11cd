import { fileStorageFor, typeOfKey, type FileStorage } from '../storage';

/**
 * The stored files as a backup sees them: keys (slash-separated, relative to the store) and bytes,
 * read and written through the storage driver the server uses (a local directory or a bucket).
 */
export interface BackupFileStore {
  listKeys(): Promise<string[]>;
  read(key: string): Promise<Buffer>;
  write(key: string, bytes: Uint8Array): Promise<void>;
  /** Removes every stored file (restore --force). */
  empty(): Promise<void>;
}

/** The stores a backup holds, by the folder they take in the archive (`files/<name>/…`). */
export type BackupFileStores = Record<string, BackupFileStore>;

export function storedFiles(storage: FileStorage): BackupFileStore {
  const listKeys = async () => {
    const keys: string[] = [];
    for await (const key of storage.keys()) keys.push(key);
    return keys.sort();
  };
  return {
    listKeys,
    read: async (key) => {
      const file = await storage.get(key);
      if (!file) throw new Error(`El archivo ${key} desapareció del almacenamiento durante el respaldo.`); // prettier-ignore
      const chunks: Buffer[] = [];
      for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
    write: async (key, bytes) => {
      await storage.put(key, bytes, typeOfKey(key));
    },
    empty: async () => {
      for (const key of await listKeys()) await storage.remove(key);
    },
  };
}

/** The public storage of uploads and the private one (pre-approval documents, exports). */
export function fileStoresOf(config: {
  storageDir: string;
  storageUrl?: string;
}): BackupFileStores {
  const place = { storageDir: config.storageDir, storageUrl: config.storageUrl };
  return {
    public: storedFiles(fileStorageFor(place, 'public')),
    private: storedFiles(fileStorageFor(place, 'private')),
  };
}
