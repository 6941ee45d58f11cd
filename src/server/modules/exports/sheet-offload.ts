import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { CellColumn, PageData } from './page-rows';

// An export's xlsx written on a worker thread (sheet-worker.ts) while the main thread reads the
// next page from the database: on PGlite both are CPU work of the one main thread otherwise, one
// after the other (100,000 rows: about 0.6 s of queries and 0.6 s of writing).
//
// Protocol: the main thread posts each page ({ type: 'page' }), at most one ahead of the page the
// worker is writing (it says 'taken' as it starts one), then 'end'. The worker posts the file's
// bytes ('chunk', transferred), acknowledged ('ack', how many bytes) once `out` has taken them,
// and 'done' with the rows written, or 'failed'. An abort terminates the worker.

export interface SheetJob {
  sheetName: string;
  columns: readonly CellColumn[];
  /** Bytes the worker may have sent that `out` has not yet taken. */
  maxInFlight: number;
}

export type ToWorker = { type: 'page'; page: PageData } | { type: 'end' } | { type: 'ack'; bytes: number }; // prettier-ignore
export type FromWorker =
  | { type: 'taken' }
  | { type: 'chunk'; bytes: Uint8Array }
  | { type: 'done'; written: number }
  | { type: 'failed'; message: string };

const MAX_IN_FLIGHT = 8 * 1024 * 1024;

/**
 * The worker's module next to this one: the bundle's sheet-worker.mjs in production
 * (scripts/build-server.mjs); from the sources (tests, `npm run dev`, benches) the TypeScript
 * file, loaded through tsx.
 */
function startWorker(job: SheetJob): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./sheet-worker.mjs', import.meta.url), { workerData: job });
  }
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const entry = JSON.stringify(new URL('./sheet-worker.ts', import.meta.url).href);
  const from = JSON.stringify(import.meta.url);
  return new Worker(`import(${tsx}).then(({ tsImport }) => tsImport(${entry}, ${from}))`, {
    eval: true,
    workerData: job,
  });
}

/**
 * Writes a one-sheet xlsx of the pages into `out` on a worker thread and ends `out`, as
 * writeSheet does; resolves with the rows written. Rejects (and stops the worker) when the pages,
 * the worker or `out` fail, or `signal` aborts.
 */
export async function writeSheetOffThread(
  out: Writable,
  sheetName: string,
  columns: readonly CellColumn[],
  pages: AsyncIterable<PageData>,
  signal: AbortSignal,
): Promise<number> {
  signal.throwIfAborted();
  const worker = startWorker({ sheetName, columns, maxInFlight: MAX_IN_FLIGHT });
  let posted = 0;
  let taken = 0;
  let onTaken: (() => void) | null = null;
  let over = false;
  let owed = 0;
  let waiting = false;
  const acknowledge = () => {
    waiting = false;
    worker.postMessage({ type: 'ack', bytes: owed } satisfies ToWorker);
    owed = 0;
  };
  let settle: { resolve: (rows: number) => void; reject: (error: Error) => void } | null = null;
  const finished = new Promise<number>((resolve, reject) => (settle = { resolve, reject }));
  finished.catch(() => undefined);
  const fail = (error: Error) => {
    over = true;
    settle?.reject(error);
    onTaken?.();
  };
  worker.on('message', (message: FromWorker) => {
    switch (message.type) {
      case 'taken':
        taken++;
        onTaken?.();
        onTaken = null;
        return;
      case 'chunk':
        // Acknowledged once `out` has room: at once, or at its next drain for every chunk since.
        owed += message.bytes.byteLength;
        if (out.write(message.bytes) && !waiting) acknowledge();
        else if (!waiting) {
          waiting = true;
          out.once('drain', acknowledge);
        }
        return;
      case 'done':
        out.end();
        void once(out, 'finish').then(
          () => {
            over = true;
            settle?.resolve(message.written);
          },
          (error: unknown) => fail(error as Error),
        );
        return;
      case 'failed':
        fail(new Error(message.message));
    }
  });
  worker.on('error', fail);
  worker.once('exit', (code) => fail(new Error(`el hilo de la planilla terminó (${code})`)));
  out.on('error', fail);
  const abort = () => fail(signal.reason instanceof Error ? signal.reason : new Error('abortado'));
  signal.addEventListener('abort', abort, { once: true });
  try {
    const feeding = (async () => {
      for await (const page of pages) {
        worker.postMessage({ type: 'page', page } satisfies ToWorker);
        posted++;
        // At most one page waits in the worker besides the one it writes.
        while (posted - taken > 1) {
          await new Promise<void>((resolve) => (onTaken = resolve));
          if (over) return;
        }
      }
      worker.postMessage({ type: 'end' } satisfies ToWorker);
    })();
    const [, written] = await Promise.all([feeding, finished]);
    return written;
  } finally {
    signal.removeEventListener('abort', abort);
    out.off('error', fail);
    out.off('drain', acknowledge);
    await worker.terminate();
  }
}
