import { once } from 'node:events';
import type { Writable } from 'node:stream';
import {
  neutralizeFormula,
  type CellKind,
  type CellValue,
  type SheetColumn,
} from '../../spreadsheets/sheet-writer';

// The CSV flavour of an export (requestContactsMutation's type "csv"), for Excel in Chile: UTF-8
// with a BOM (or accents break), ';' between fields (',' is the decimal mark of es-CL), CRLF.
// Same columns and formula neutralization as the xlsx; numbers keep a comma decimal mark.

const CHUNK_CHARS = 64 * 1024;
const NEEDS_QUOTES = /[";\r\n]/;
const chileDateTime = new Intl.DateTimeFormat('es-CL', {
  timeZone: 'America/Santiago',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function field(value: CellValue, kind: CellKind): string {
  if (value === null || value === undefined || value === '') return '';
  let text: string;
  // Instants come as Dates or as epoch milliseconds (what the export pages carry).
  if (value instanceof Date || (kind === 'datetime' && typeof value === 'number')) {
    text = chileDateTime.format(value).replace(',', '');
  } else if (typeof value === 'boolean') text = value ? 'Sí' : 'No';
  else if (kind === 'text') text = neutralizeFormula(String(value));
  else text = String(value).replace('.', ',');
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Writes the rows as CSV into `out` (without ending it), respecting backpressure. */
export async function writeCsv<Row>(
  out: Writable,
  columns: readonly SheetColumn<Row>[],
  rows: AsyncIterable<Iterable<Row>>,
): Promise<number> {
  const flush = async (text: string) => {
    if (!out.write(Buffer.from(text, 'utf8'))) await once(out, 'drain');
  };
  let chunk = '\ufeff' + columns.map((c) => field(c.header, 'text')).join(';') + '\r\n';
  let written = 0;
  for await (const batch of rows) {
    for (const row of batch) {
      chunk += columns.map((c) => field(c.value(row), c.kind)).join(';') + '\r\n';
      written++;
      if (chunk.length > CHUNK_CHARS) {
        await flush(chunk);
        chunk = '';
      }
    }
  }
  await flush(chunk);
  return written;
}
