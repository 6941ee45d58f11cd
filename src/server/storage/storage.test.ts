import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/harness/test-app';
import {
  LocalFileStorage,
  MAX_IMAGE_BYTES,
  detectImage,
  fileStorageFor,
  isUploadedFile,
  publicFileUrl,
  readImageUpload,
} from '.';
import { images } from './storage.fixtures';

const collect = async <T>(items: AsyncIterable<T>) => {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
};
const rules = { field: 'logo', invalidMessage: 'El logo debe ser una imagen JPG, PNG o WebP.' };
const fileOf = (bytes: Uint8Array<ArrayBuffer>, name: string, type = 'image/png') =>
  new File([bytes], name, { type });

describe('image checks by content', () => {
  it('recognises JPEG, PNG, WebP and GIF by their magic bytes, whatever the name says', async () => {
    expect(detectImage(images.jpeg)?.mime).toBe('image/jpeg');
    expect(detectImage(images.png)?.mime).toBe('image/png');
    expect(detectImage(images.webp)?.mime).toBe('image/webp');
    expect(detectImage(images.gif)?.mime).toBe('image/gif');
    const renamed = await readImageUpload(fileOf(images.webp, 'logo.png', 'image/png'), rules);
    expect(renamed).toMatchObject({ mime: 'image/webp', extension: 'webp', fileName: 'logo.png' });
  });

  it('refuses a script named .png, a GIF where it is not allowed, and empty files', async () => {
    const script = new TextEncoder().encode('<script>alert(1)</script>');
    for (const file of [
      fileOf(script, 'logo.png'),
      fileOf(images.gif, 'animado.gif', 'image/gif'),
      fileOf(new Uint8Array(), 'vacio.jpg'),
    ]) {
      await expect(readImageUpload(file, rules)).rejects.toMatchObject({
        message: 'El logo debe ser una imagen JPG, PNG o WebP.',
        extensions: { code: 'BAD_USER_INPUT', fields: { logo: rules.invalidMessage } },
      });
    }
  });

  it('refuses files over 5 MB before looking at them', async () => {
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(images.png);
    await expect(readImageUpload(fileOf(big, 'plano.png'), rules)).rejects.toMatchObject({
      message: 'El archivo supera el máximo de 5 MB.',
      extensions: { fields: { logo: 'El archivo supera el máximo de 5 MB.' } },
    });
    const exact = new Uint8Array(MAX_IMAGE_BYTES);
    exact.set(images.png);
    await expect(readImageUpload(fileOf(exact, 'plano.png'), rules)).resolves.toBeTruthy();
  });

  it('keeps only printable file names and treats non-files as no file', async () => {
    const file = fileOf(images.png, '../../etc/logo\u0000\n.png');
    expect((await readImageUpload(file, rules)).fileName).toBe('logo.png');
    expect(isUploadedFile(file)).toBe(true);
    expect(isUploadedFile('https://ejemplo.cl/logo.png')).toBe(false);
    expect(isUploadedFile(null)).toBe(false);
  });
});

describe('LocalFileStorage', () => {
  const root = mkdtempSync(join(tmpdir(), 'storage-'));
  const storage = new LocalFileStorage(root);

  it('puts a file under its key and removes it', async () => {
    const stored = await storage.put('agencies/a1b2.png', images.png, 'image/png');
    expect(stored).toEqual({ url: '/storage/agencies/a1b2.png', path: 'agencies/a1b2.png' });
    expect(readFileSync(join(root, 'agencies/a1b2.png'))).toEqual(Buffer.from(images.png));
    expect(readdirSync(join(root, 'agencies'))).toEqual(['a1b2.png']);
    await storage.remove(stored.path);
    expect(existsSync(join(root, 'agencies/a1b2.png'))).toBe(false);
    await expect(storage.remove(stored.path)).resolves.toBeUndefined();
  });

  it('refuses keys that could leave its directory', async () => {
    for (const key of ['../fuera.png', '/etc/passwd', 'a/../../b.png', '.oculto', 'a//b', 'a\\b']) {
      expect(storage.fileOf(key)).toBeNull();
      await expect(storage.put(key, images.png, 'image/png')).rejects.toThrow(/no válida/);
    }
    expect(existsSync(join(dirname(root), 'fuera.png'))).toBe(false);
  });

  it('reads, lists, streams and sweeps files, never showing a partial write', async () => {
    await storage.put('projects/p1/plano.png', images.png, 'image/png');
    const file = await storage.get('projects/p1/plano.png');
    expect(file).toMatchObject({ size: images.png.byteLength, type: 'image/png' });
    expect(Buffer.concat(await collect(file!.body))).toEqual(Buffer.from(images.png));
    expect(await storage.get('projects/p1/no-existe.png')).toBeNull();
    expect(await storage.get('projects/p1')).toBeNull();

    await storage.putStream('exports/lista.csv', Readable.from(['Nombre;RUT\n', 'Ana;1-9\n']), 'text/csv'); // prettier-ignore
    const failing = Readable.from(
      (async function* () {
        yield 'Nombre;RUT\n';
        throw new Error('disco lleno');
      })(),
    );
    await expect(storage.putStream('exports/rota.csv', failing, 'text/csv')).rejects.toThrow(
      'disco lleno',
    );
    const cut = new PassThrough().on('error', () => undefined);
    cut.destroy(new Error('conexión cortada'));
    await expect(storage.putStream('exports/cortada.csv', cut, 'text/csv')).rejects.toThrow();
    // A write cut short by a server that died: never listed, swept with the old files.
    writeFileSync(join(root, 'exports', '.0a1b2c.partial'), 'a medias');
    expect(await collect(storage.keys())).toEqual(['exports/lista.csv', 'projects/p1/plano.png']);
    expect(await collect(storage.keys('projects/'))).toEqual(['projects/p1/plano.png']);
    const [entry] = await collect(storage.list('exports/li'));
    expect(entry).toMatchObject({ key: 'exports/lista.csv', size: 19 });
    expect(await storage.sweep('exports/', new Date(Date.now() - 60_000))).toBe(0);
    expect(await storage.sweep('exports/', new Date(Date.now() + 60_000))).toBe(2);
    expect(readdirSync(join(root, 'exports'))).toEqual([]);
    expect(existsSync(join(root, 'projects/p1/plano.png'))).toBe(true);
  });

  it('makes absolute public URLs from PUBLIC_URL and keeps absolute ones', () => {
    const config = { publicUrl: 'https://backoffice.ejemplo.cl/' };
    expect(publicFileUrl(config, '/storage/agencies/x.png')).toBe(
      'https://backoffice.ejemplo.cl/storage/agencies/x.png',
    );
    expect(publicFileUrl(config, 'https://cdn.ejemplo.cl/x.png')).toBe(
      'https://cdn.ejemplo.cl/x.png',
    );
  });
});

describe('GET /storage/*', () => {
  let t: TestApp;
  const storageDir = mkdtempSync(join(tmpdir(), 'storage-route-'));
  beforeAll(async () => {
    t = await startTestApp('migrated', { storageDir });
    await fileStorageFor(t.config).put('agencies/logo-1.png', images.png, 'image/png');
    await fileStorageFor(t.config).put('docs/informe.bin', new Uint8Array([1, 2, 3]), 'x');
    writeFileSync(join(dirname(storageDir), 'secreto.txt'), 'no');
  });
  afterAll(() => t.close());

  it('serves a stored image with its type, length, nosniff and a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/storage/agencies/logo-1.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(images.png.byteLength));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.rawPayload).toEqual(Buffer.from(images.png));
  });

  it('sends unknown types as downloads', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/storage/docs/informe.bin' });
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toBe('attachment');
  });

  it.each([
    '/storage/../secreto.txt',
    '/storage/%2e%2e/secreto.txt',
    '/storage/..%2fsecreto.txt',
    '/storage/agencies/%2e%2e%2f%2e%2e%2fsecreto.txt',
    '/storage/agencies',
    '/storage/agencies/no-existe.png',
  ])('answers 404 for %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toBe('no');
  });

  it('is read-only', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/storage/agencies/logo-1.png' });
    expect(res.statusCode).toBe(404);
    expect(existsSync(join(storageDir, 'agencies/logo-1.png'))).toBe(true);
  });
});
