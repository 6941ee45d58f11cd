import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStorageFor, parseS3Url, type StorageConfig } from '.';
import { startLocalS3, type LocalS3 } from './s3.fixtures';
import { images } from './storage.fixtures';

// The S3 driver against a local S3-compatible server on loopback: what the local directory does,
// the same way, and the public and private areas kept apart in one bucket.

let s3: LocalS3;
let config: StorageConfig;

beforeAll(async () => {
  s3 = await startLocalS3();
  config = { storageDir: mkdtempSync(join(tmpdir(), 'sin-uso-')), storageUrl: s3.url };
});
afterAll(() => s3?.close());

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const collect = async <T>(items: AsyncIterable<T>) => {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
};

describe('STORAGE_URL', () => {
  it('names the bucket, an optional folder, the endpoint, the region and the path style', () => {
    expect(
      parseS3Url('s3://archivos/agencia-sur?endpoint=http://127.0.0.1:9000&forcePathStyle=1'),
    ).toEqual({
      bucket: 'archivos',
      folder: 'agencia-sur/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    expect(parseS3Url('s3://archivos?region=sa-east-1')).toMatchObject({
      folder: '',
      endpoint: undefined,
      region: 'sa-east-1',
      forcePathStyle: false,
    });
    for (const bad of ['https://archivos', 's3://', 'archivos', 's3://archivos/.oculta']) {
      expect(() => parseS3Url(bad)).toThrow(/^STORAGE_URL no válida/);
    }
  });
});

describe('S3FileStorage', () => {
  it('puts a file under the public area, reads, lists and removes it', async () => {
    const storage = fileStorageFor(config);
    const stored = await storage.put('agencies/logo-sur.png', images.png, 'image/png');
    expect(stored).toEqual({
      url: '/storage/agencies/logo-sur.png',
      path: 'agencies/logo-sur.png',
    });
    expect(await s3.objectKeys()).toContain('public/agencies/logo-sur.png');
    const file = await storage.get('agencies/logo-sur.png');
    expect(file).toMatchObject({ size: images.png.byteLength, type: 'image/png' });
    expect(Buffer.concat(await collect(file!.body))).toEqual(Buffer.from(images.png));
    expect(await collect(storage.keys('agencies/'))).toEqual(['agencies/logo-sur.png']);
    const [entry] = await collect(storage.list('agencies/logo'));
    expect(entry).toMatchObject({ key: 'agencies/logo-sur.png', size: images.png.byteLength });
    expect(entry?.modifiedAt).toBeInstanceOf(Date);
    await storage.remove(stored.path);
    expect(await storage.get(stored.path)).toBeNull();
    await expect(storage.remove(stored.path)).resolves.toBeUndefined();
    await expect(storage.put('../fuera.png', images.png, 'image/png')).rejects.toThrow(/no válida/);
    expect(await storage.get('.oculto')).toBeNull();
  });

  it('streams a file of several parts, and stores nothing of a stream that fails', async () => {
    const storage = fileStorageFor(config, 'private');
    // Over the SDK's part size: a multipart upload, completed in one piece.
    const chunk = new Uint8Array(1 << 20).map((_, i) => i % 251);
    const chunks = Array.from({ length: 6 }, () => chunk);
    const whole = Buffer.concat(chunks);
    await storage.putStream('exports/grande.csv', Readable.from(chunks), 'text/csv');
    const file = await storage.get('exports/grande.csv');
    expect(file?.size).toBe(whole.byteLength);
    expect(sha(Buffer.concat(await collect(file!.body)))).toBe(sha(whole));

    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('Nombre;RUT\n');
        throw new Error('disco lleno');
      })(),
    );
    await expect(storage.putStream('exports/roto.csv', failing, 'text/csv')).rejects.toThrow(
      'disco lleno',
    );
    expect(await storage.get('exports/roto.csv')).toBeNull();
    await storage.remove('exports/grande.csv');
  });

  it('keeps the private area out of the public one, and sweeps only what is old', async () => {
    const publicFiles = fileStorageFor(config);
    const privateFiles = fileStorageFor(config, 'private');
    await privateFiles.put('preapprovals/carta.pdf', new TextEncoder().encode('%PDF-1.7'), 'application/pdf'); // prettier-ignore
    await privateFiles.put('exports/antigua.csv', new TextEncoder().encode('a;b\n'), 'text/csv');
    expect(await publicFiles.get('preapprovals/carta.pdf')).toBeNull();
    expect(await publicFiles.get('private/preapprovals/carta.pdf')).toBeNull();
    expect(await collect(publicFiles.keys())).not.toContain('preapprovals/carta.pdf');
    expect(await s3.objectKeys()).toContain('private/preapprovals/carta.pdf');

    expect(await privateFiles.sweep('exports/', new Date(Date.now() - 86_400_000))).toBe(0);
    expect(await privateFiles.sweep('exports/', new Date(Date.now() + 86_400_000))).toBe(1);
    expect(await collect(privateFiles.keys())).toEqual(['preapprovals/carta.pdf']);
    const letter = await privateFiles.get('preapprovals/carta.pdf');
    expect(await text(letter!.body)).toBe('%PDF-1.7');
  });
});
