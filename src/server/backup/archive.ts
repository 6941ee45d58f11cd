import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';

/** A pass-through that hashes what flows by. */
function hashing(onDigest: (hex: string) => void): Transform {
  const hash = createHash('sha256');
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      onDigest(hash.digest('hex'));
      done();
    },
  });
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * A .tar.gz written as entries come (tar-stream + zlib), to a partial file renamed on `finish`:
 * an interrupted backup never looks like a complete archive.
 */
export function createArchive(path: string) {
  const partial = `${path}.partial`;
  const pack = tar.pack();
  const checksums: Record<string, string> = {};
  let written: Promise<void> | undefined;
  const ready = mkdir(dirname(path), { recursive: true }).then(() => {
    written = pipeline(pack, createGzip({ level: 6 }), createWriteStream(partial));
    // A failure here surfaces in finish(); until then, entries stop on their own callback.
    written.catch(() => undefined);
  });
  const entry = (name: string, size: number) =>
    new Promise<void>((resolveEntry, reject) => {
      const stream = pack.entry({ name, size, mode: 0o600 }, (error) =>
        error ? reject(error) : resolveEntry(),
      );
      return stream;
    });
  return {
    checksums,
    async addBuffer(name: string, bytes: Uint8Array): Promise<void> {
      await ready;
      checksums[name] = sha256(bytes);
      await new Promise<void>((resolveEntry, reject) => {
        pack.entry({ name, size: bytes.byteLength, mode: 0o600 }, Buffer.from(bytes), (error) =>
          error ? reject(error) : resolveEntry(),
        );
      });
    },
    async addFile(name: string, file: string): Promise<void> {
      await ready;
      const { size } = await stat(file);
      let stream: NodeJS.WritableStream | undefined;
      const done = new Promise<void>((resolveEntry, reject) => {
        stream = pack.entry({ name, size, mode: 0o600 }, (error) =>
          error ? reject(error) : resolveEntry(),
        );
      });
      await pipeline(
        createReadStream(file),
        hashing((hex) => (checksums[name] = hex)),
        stream!,
      );
      await done;
    },
    async finish(): Promise<void> {
      await ready;
      pack.finalize();
      await written;
      await rename(partial, path);
    },
    async abort(): Promise<void> {
      pack.destroy();
      await rm(partial, { force: true });
    },
    entry,
  };
}

export interface ExtractedArchive {
  /** sha256 of every entry, by name. */
  checksums: Record<string, string>;
  names: string[];
}

/** Unpacks an archive into a directory, hashing each entry; names leaving it are refused. */
export async function extractArchive(path: string, into: string): Promise<ExtractedArchive> {
  const root = resolve(into);
  const checksums: Record<string, string> = {};
  const extract = tar.extract();
  const reading = pipeline(createReadStream(path), createGunzip(), extract);
  for await (const entry of extract) {
    const { name, type } = entry.header;
    const target = resolve(root, name);
    if (type !== 'file' || !target.startsWith(root + sep)) {
      entry.resume();
      continue;
    }
    await mkdir(dirname(target), { recursive: true });
    await pipeline(
      entry,
      hashing((hex) => (checksums[name] = hex)),
      createWriteStream(target),
    );
  }
  await reading;
  return { checksums, names: Object.keys(checksums) };
}

export const entryPath = (root: string, name: string) => join(root, ...name.split('/'));
