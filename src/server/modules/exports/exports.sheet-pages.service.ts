import type { Writable } from 'node:stream';
import { writeSheet } from '../../spreadsheets/sheet-writer';
import {
  rowsOfPage,
  sheetColumnsOf,
  type CellColumn,
  type PageData,
  type Row,
} from './exports.page-rows.service';

// An export's xlsx written on the main thread as its pages arrive: the writer yields to the event
// loop as it goes (sheet-writer.ts), so other requests are answered while a long export runs,
// and the next page is read from the database while this one is written (sheet-export.ts).

async function* rowsOfPages(
  pages: AsyncIterable<PageData>,
  signal: AbortSignal,
): AsyncGenerator<Iterable<Row>> {
  for await (const page of pages) {
    signal.throwIfAborted();
    yield rowsOfPage(page);
  }
}

/**
 * Writes a one-sheet xlsx of the pages into `out` and ends `out`, as writeSheet does; resolves
 * with the rows written. Rejects when the pages or `out` fail, or `signal` aborts (the runner then
 * destroys `out`).
 */
export async function writeSheetOfPages(
  out: Writable,
  sheetName: string,
  columns: readonly CellColumn[],
  pages: AsyncIterable<PageData>,
  signal: AbortSignal,
): Promise<number> {
  signal.throwIfAborted();
  const writing = writeSheet(out, sheetName, sheetColumnsOf(columns), rowsOfPages(pages, signal));
  // An abort while the writer waits on a slow `out` answers at once; the writer itself ends when
  // the runner destroys `out`.
  writing.catch(() => undefined);
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason instanceof Error ? signal.reason : new Error('abortado'));
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([writing, aborted]);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}
