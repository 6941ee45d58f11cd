import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import type { Database } from '../db/client';

/** A small PNG (one transparent pixel): a logo as the storage keeps it. */
export const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGBgAAAABQABpfZFQAAAAABJRU5ErkJggg==',
  'base64',
);

export const STORED = {
  public: { 'agencies/logo-los-aromos.png': PIXEL_PNG },
  private: { 'preapprovals/7/carta-preaprobacion.pdf': Buffer.from('%PDF-1.4 preaprobación') },
} as const;

/** Writes the stored files of STORED under a storage directory and its private twin. */
export async function writeStoredFiles(storageDir: string): Promise<void> {
  for (const [store, files] of Object.entries(STORED)) {
    const root = store === 'public' ? storageDir : `${storageDir}-private`;
    for (const [key, bytes] of Object.entries(files)) {
      await mkdir(join(root, key, '..'), { recursive: true });
      await writeFile(join(root, key), bytes);
    }
  }
}

/** A copy of an archive with one entry's bytes changed (the manifest left as it was). */
export async function tamper(
  from: string,
  to: string,
  name: string,
  change: (bytes: Buffer) => Buffer,
): Promise<void> {
  const extract = tar.extract();
  const pack = tar.pack();
  const writing = pipeline(pack, createGzip(), createWriteStream(to));
  const reading = pipeline(createReadStream(from), createGunzip(), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    const bytes =
      entry.header.name === name ? change(Buffer.concat(chunks)) : Buffer.concat(chunks);
    pack.entry({ name: entry.header.name, size: bytes.length }, bytes);
  }
  await reading;
  pack.finalize();
  await writing;
}

type Row = Record<string, unknown>;

/** Rows of a raw query on either engine (PGlite answers `{ rows }`, postgres.js an array). */
export async function rowsOf(database: Database, query: string): Promise<Row[]> {
  const result = (await database.db.execute(sql.raw(query))) as unknown as Row[] | { rows: Row[] };
  return Array.isArray(result) ? [...result] : result.rows;
}

/** A table's rows as PostgreSQL itself renders them in JSON, in id order: equal means equal. */
export const rowsAsJson = (table: string, limit = 1_000_000) =>
  `select row_to_json(t)::text as row from (select * from ${table} order by id limit ${limit}) t`;
