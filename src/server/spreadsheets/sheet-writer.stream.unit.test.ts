import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { writeSheet, type SheetColumn } from './sheet-writer';
import { readBack } from './sheet-writer.fixtures';

// Streaming: the writer pulls a batch only when the output has room, never holds the sheet, and
// stops when the output goes away (a client that hung up) instead of waiting forever.

interface Row {
  id: number;
  name: string;
  price: string;
}

const columns: SheetColumn<Row>[] = [
  { header: 'ID', kind: 'int', value: (r) => r.id },
  { header: 'Nombre', kind: 'text', value: (r) => r.name },
  { header: 'Precio (UF)', kind: 'uf', value: (r) => r.price },
];

function batchOf(start: number, size: number): Row[] {
  return Array.from({ length: size }, (_, i) => ({
    id: start + i,
    // Varied text, so that deflate cannot shrink a batch to nothing.
    name: `Depto ${(start + i) * 7919} torre ${String.fromCharCode(65 + ((start + i) % 26))}`,
    price: (1000 + ((start + i) % 9973) / 7).toFixed(2),
  }));
}

function* batches(count: number, size: number, pulled: { n: number }) {
  for (let b = 0; b < count; b++) {
    pulled.n = b + 1;
    yield batchOf(b * size, size);
  }
}

describe('writeSheet streaming', () => {
  it('waits for a slow reader: batches are pulled only as the output drains', async () => {
    const pulled = { n: 0 };
    const out = new PassThrough({ highWaterMark: 16 * 1024 });
    const done = writeSheet(out, 'Prueba', columns, batches(100, 500, pulled));
    // Nobody reads: the writer stalls once deflate's queue (1 MiB) and the pipes are full.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pulled.n).toBeGreaterThan(0);
    expect(pulled.n).toBeLessThan(60);
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    expect(await done).toBe(50_000);
    expect(pulled.n).toBe(100);
    const { rows } = await readBack(Buffer.concat(chunks));
    expect(rows).toHaveLength(50_001);
    const last = batchOf(49_999, 1)[0]!;
    expect(rows[50_000]).toEqual([49_999, last.name, Number(last.price)]);
  }, 60_000);

  it('keeps memory flat in the row count (100,000 rows into a counting sink)', async () => {
    let bytes = 0;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        bytes += chunk.length;
        callback();
      },
    });
    let peak = 0;
    const sample = () => (peak = Math.max(peak, process.memoryUsage().heapUsed));
    const base = process.memoryUsage().heapUsed;
    async function* source() {
      for (let b = 0; b < 100; b++) {
        sample();
        yield batchOf(b * 1000, 1000);
      }
    }
    expect(await writeSheet(sink, 'Prueba', columns, source())).toBe(100_000);
    expect(bytes).toBeGreaterThan(100_000);
    // The whole sheet's XML is about 10 MB and its rows as objects more; a streaming writer
    // stays within a few megabytes of where it started (GC timing makes this loose).
    expect(peak - base).toBeLessThan(48 * 1024 * 1024);
  }, 60_000);

  it('rejects instead of hanging when the output is destroyed midway', async () => {
    const out = new PassThrough({ highWaterMark: 1024 });
    const done = writeSheet(out, 'Prueba', columns, batches(1000, 500, { n: 0 }));
    out.once('data', () => out.destroy());
    out.resume();
    await expect(done).rejects.toThrow();
  });

  it('passes on a failure of the row source', async () => {
    async function* failing() {
      yield batchOf(0, 10);
      throw new Error('la base de datos no responde');
    }
    const out = new PassThrough();
    out.resume();
    await expect(writeSheet(out, 'Prueba', columns, failing())).rejects.toThrow(
      'la base de datos no responde',
    );
  });

  it('reports progress after every batch', async () => {
    const seen: number[] = [];
    const out = new PassThrough();
    out.resume();
    await writeSheet(out, 'Prueba', columns, [batchOf(0, 3), batchOf(3, 2)], {
      onRows: (n) => seen.push(n),
    });
    expect(seen).toEqual([3, 5]);
  });
});
