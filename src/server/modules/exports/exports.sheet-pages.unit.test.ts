import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough, Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { readBack, writeToBuffer } from '../../spreadsheets/sheet-writer.fixtures';
import {
  RS,
  US,
  rowsOfPage,
  sheetColumnsOf,
  type CellColumn,
  type PageData,
} from './exports.page-rows.service';
import { writeSheetOfPages } from './exports.sheet-pages.service';

// The xlsx of an export written from its pages: the same file as the writer gives from the rows,
// from page texts and JSON-read pages alike; other requests are answered while a 100,000-row
// export is written; the output's backpressure holds; a failing page source, a broken page and an
// abort each reject.

const columns: CellColumn[] = [
  { header: 'ID', kind: 'int' },
  { header: 'Fecha', kind: 'datetime' },
  { header: 'Estado', kind: 'text', labels: { paid: 'Pagada', pending: 'Pendiente de pago' } },
  { header: 'Nombre', kind: 'text' },
  { header: 'Monto (CLP)', kind: 'clp' },
];

const row = (n: number) => [
  String(n),
  String(Date.UTC(2026, 10, 1 + (n % 28), 12, n % 60)),
  ['paid', 'pending', 'unknown_code'][n % 3]!,
  `Cliente ${n * 7919} =SUMA(A1)`,
  String(150000 + (n % 7) * 25000),
];

/** Pages of `size` rows as the database sends them (text), the third one read as JSON. */
function pagesOf(count: number, size: number): PageData[] {
  return Array.from({ length: count }, (_, p) => {
    const rows = Array.from({ length: size }, (_, i) => row(p * size + i));
    return p === 2 ? { rows } : { text: rows.map((r) => r.join(US)).join(RS) };
  });
}

async function* slowly(pages: PageData[], gapMs = 0) {
  for (const page of pages) {
    if (gapMs) await sleep(gapMs);
    yield page;
  }
}

function memoryOut() {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  return { out, body: () => Buffer.concat(chunks) };
}

describe('writeSheetOfPages', () => {
  it('writes the same sheet as the writer does from rows, labels and formula guard included', async () => {
    const pages = pagesOf(4, 250);
    const { out, body } = memoryOut();
    const signal = new AbortController().signal;
    const written = await writeSheetOfPages(out, 'Prueba', columns, slowly(pages, 5), signal);
    expect(written).toBe(1000);
    expect(out.writableEnded).toBe(true);
    const inThread = await writeToBuffer(
      sheetColumnsOf(columns),
      pages.map((page) => [...rowsOfPage(page)]),
    );
    const [mine, theirs] = await Promise.all([readBack(body()), readBack(inThread.body)]);
    expect(mine.rows).toEqual(theirs.rows);
    expect(mine.rows[0]).toEqual(['ID', 'Fecha', 'Estado', 'Nombre', 'Monto (CLP)']);
    expect(mine.rows.slice(1, 4).map((r) => r[2])).toEqual(['Pagada', 'Pendiente de pago', 'unknown_code']); // prettier-ignore
    expect(String(mine.rows[1]?.[3])).toMatch(/^'?Cliente 0 =SUMA\(A1\)$/);
  });

  it('answers other requests while a 100,000-row export is written', async () => {
    // Another user's request, as the server would answer it, asked again as soon as answered.
    const server = createServer((_request, response) => response.end('ok'));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    // The pages are already in memory: nothing the export waits on would let the server in.
    const pages = pagesOf(5, 20_000);
    try {
      await (await fetch(url)).text(); // the client's own start-up is not the export's doing
      let writing = true;
      const waits: number[] = [];
      const asking = (async () => {
        while (writing) {
          const asked = performance.now();
          await (await fetch(url)).text();
          if (writing) waits.push(performance.now() - asked);
        }
      })();
      const signal = new AbortController().signal;
      const started = performance.now();
      const written = await writeSheetOfPages(memoryOut().out, 'Prueba', columns, slowly(pages), signal); // prettier-ignore
      const took = performance.now() - started;
      writing = false;
      await asking;
      expect(written).toBe(100_000);
      // Answered again and again during the export, none of them held until it ended.
      expect(waits.length).toBeGreaterThanOrEqual(5);
      expect(Math.max(...waits)).toBeLessThan(took / 3);
    } finally {
      server.close();
    }
  }, 60_000);

  it('waits for a slow output and still writes every byte', async () => {
    const chunks: Buffer[] = [];
    const out = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        setTimeout(done, 1);
      },
    });
    const signal = new AbortController().signal;
    const written = await writeSheetOfPages(out, 'Prueba', columns, slowly(pagesOf(3, 2000)), signal); // prettier-ignore
    expect(written).toBe(6000);
    const { rows } = await readBack(Buffer.concat(chunks));
    expect(rows).toHaveLength(6001);
  });

  it('rejects when the pages fail, and when aborted', async () => {
    async function* failing() {
      yield pagesOf(1, 10)[0]!;
      throw new Error('la base no respondió');
    }
    const signal = new AbortController().signal;
    await expect(
      writeSheetOfPages(memoryOut().out, 'Prueba', columns, failing(), signal),
    ).rejects.toThrow('la base no respondió');

    const controller = new AbortController();
    async function* endless() {
      for (let p = 0; ; p++) {
        if (p === 2) controller.abort(new Error('exportación cancelada'));
        await sleep(1);
        yield pagesOf(1, 10)[0]!;
      }
    }
    await expect(
      writeSheetOfPages(memoryOut().out, 'Prueba', columns, endless(), controller.signal),
    ).rejects.toThrow('exportación cancelada');
  });

  it('rejects with the writer’s own message when a page is broken', async () => {
    // A page whose rows cannot be split (not text, not rows) fails inside the writer.
    const broken = [{ text: 42 } as unknown as PageData];
    const signal = new AbortController().signal;
    await expect(
      writeSheetOfPages(memoryOut().out, 'Prueba', columns, slowly(broken), signal),
    ).rejects.toThrow(/indexOf/);
  });
});
