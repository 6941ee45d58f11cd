import { randomBytes } from 'node:crypto';
import { createWriteStream, type Dirent } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  invalidKey,
  isSafeKey,
  isSafePrefix,
  type FileStorage,
  type StoredEntry,
  type StoredFile,
  type StoredObject,
} from './file-storage';
import { CONTENT_TYPES } from './images';

/** The URL prefix under which the server publishes the public storage (storage.routes.ts). */
export const STORAGE_URL_PREFIX = '/storage';

const storedFile = (key: string): StoredFile => ({
  url: `${STORAGE_URL_PREFIX}/${key}`,
  path: key,
});

/** The type a key's extension names: a directory keeps no type of its own. */
export function typeOfKey(key: string): string {
  return (
    CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream'
  );
}

const PARTIAL = /^\.[0-9a-f]+\.partial$/;

interface Found {
  file: string;
  /** The key, or null for a file no key can name (a partial write). */
  key: string | null;
}

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

  private async target(key: string): Promise<{ file: string; partial: string }> {
    const file = this.fileOf(key);
    if (!file) throw invalidKey(key);
    await mkdir(dirname(file), { recursive: true });
    // Written beside the target then renamed: a reader never sees half a file, and the dot
    // keeps the partial name out of every key.
    return { file, partial: join(dirname(file), `.${randomBytes(6).toString('hex')}.partial`) };
  }

  async put(key: string, bytes: Uint8Array, _mime: string): Promise<StoredFile> {
    const { file, partial } = await this.target(key);
    try {
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return storedFile(key);
  }

  async putStream(key: string, body: Readable, _mime: string): Promise<StoredFile> {
    const { file, partial } = await this.target(key);
    // A large buffer: writers hand over small chunks and need not wait for the disk on each.
    const out = createWriteStream(partial, { flags: 'wx', highWaterMark: 1 << 20 });
    try {
      await pipeline(body, out);
      await rename(partial, file);
    } catch (error) {
      // The stream opens its file asynchronously: a body that fails at once would otherwise see
      // the partial file removed before it exists, and the open would leave it behind.
      if (!out.closed) {
        // Only 'close' counts: the stream's 'error' comes before its file is closed.
        const closed = new Promise<void>((resolve) => out.once('close', () => resolve()));
        out.destroy();
        await closed;
      }
      await rm(partial, { force: true });
      throw error;
    }
    return storedFile(key);
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.fileOf(key);
    // Opened first and measured through the handle: a removal in between cannot mislead.
    const handle = file ? await open(file, 'r').catch(() => null) : null;
    if (!handle) return null;
    const info = await handle.stat().catch(() => null);
    if (!info?.isFile()) {
      await handle.close();
      return null;
    }
    return { body: handle.createReadStream(), size: info.size, type: typeOfKey(key) };
  }

  /** Files under a prefix, and the partial writes of the directories visited, in key order. */
  private async *walk(prefix: string): AsyncGenerator<Found> {
    if (!isSafePrefix(prefix)) throw invalidKey(prefix);
    const start = prefix.slice(0, prefix.lastIndexOf('/') + 1);
    const visit = async function* (dir: string, base: string): AsyncGenerator<Found> {
      const entries: Dirent[] = await readdir(dir, { withFileTypes: true }).catch(() => []);
      entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      for (const entry of entries) {
        const key = `${base}${entry.name}`;
        const safe = isSafeKey(key);
        if (entry.isDirectory()) {
          if (safe && `${key}/`.startsWith(prefix)) yield* visit(join(dir, entry.name), `${key}/`);
        } else if (entry.isFile() && (safe ? key.startsWith(prefix) : PARTIAL.test(entry.name))) {
          yield { file: join(dir, entry.name), key: safe ? key : null };
        }
      }
    };
    yield* visit(start ? join(this.root, start) : this.root, start);
  }

  async *list(prefix = ''): AsyncGenerator<StoredEntry> {
    for await (const found of this.walk(prefix)) {
      const info = found.key ? await stat(found.file).catch(() => null) : null;
      if (found.key && info) yield { key: found.key, size: info.size, modifiedAt: info.mtime };
    }
  }

  async *keys(prefix = ''): AsyncGenerator<string> {
    for await (const entry of this.list(prefix)) yield entry.key;
  }

  async remove(path: string): Promise<void> {
    const file = this.fileOf(path);
    if (file) await rm(file, { force: true });
  }

  async sweep(prefix: string, before: Date): Promise<number> {
    let removed = 0;
    for await (const found of this.walk(prefix)) {
      const info = await stat(found.file).catch(() => null);
      if (!info || info.mtime >= before) continue;
      await rm(found.file, { force: true });
      removed++;
    }
    return removed;
  }
}
