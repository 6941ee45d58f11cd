import { parentPort, workerData } from 'node:worker_threads';
import { Writable } from 'node:stream';
import { writeSheet } from '../../spreadsheets/sheet-writer';
import { rowsOfPage, sheetColumnsOf, type Row } from './page-rows';
import type { FromWorker, SheetJob, ToWorker } from './sheet-offload';

// The sheet worker: turns the pages the main thread reads from the database into the xlsx
// (XML text and its deflate), so that the database reads the next page on the main thread while
// this one is written. Started by sheet-offload.ts, one per export; see there for the protocol.

const port = parentPort;
if (!port) throw new Error('sheet-worker.ts corre solo como hilo de trabajo');
const job = workerData as SheetJob;

const pages: (Iterable<Row> | null)[] = [];
let wake: (() => void) | null = null;
let inFlight = 0;
let resume: (() => void) | null = null;

const post = (message: FromWorker, transfer?: ArrayBuffer[]) => port.postMessage(message, transfer);

port.on('message', (message: ToWorker) => {
  if (message.type === 'ack') {
    inFlight -= message.bytes;
    if (resume && inFlight <= job.maxInFlight) {
      const go = resume;
      resume = null;
      go();
    }
    return;
  }
  pages.push(message.type === 'end' ? null : rowsOfPage(message.page));
  wake?.();
  wake = null;
});

async function* received(): AsyncGenerator<Iterable<Row>> {
  for (;;) {
    while (!pages.length) await new Promise<void>((resolve) => (wake = resolve));
    const page = pages.shift();
    if (!page) return;
    post({ type: 'taken' });
    yield page;
  }
}

// The file's bytes go to the main thread, which writes them into the export's stream. Up to
// `maxInFlight` bytes may wait there unacknowledged (the main thread is busy with a query for a
// while): beyond that the writer waits, so the stream's backpressure still holds.
const out = new Writable({
  write(chunk: Buffer, _encoding, done) {
    const bytes = new Uint8Array(chunk.byteLength);
    bytes.set(chunk);
    inFlight += bytes.byteLength;
    post({ type: 'chunk', bytes }, [bytes.buffer]);
    if (inFlight <= job.maxInFlight) done();
    else resume = () => done();
  },
});

writeSheet(out, job.sheetName, sheetColumnsOf(job.columns), received()).then(
  (written) => post({ type: 'done', written }),
  (error: unknown) =>
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
);
