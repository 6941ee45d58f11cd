import type { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  calendarSerial,
  chileDaySerial,
  chileSerial,
  neutralizeFormula,
  textCell,
} from './sheet-writer.cells';
import {
  CONTENT_TYPES,
  ROOT_RELS,
  SHARED_STRINGS,
  STYLE,
  STYLES,
  WORKBOOK_RELS,
  columnLetters,
  safeSheetName,
  sheetHead,
  sheetTail,
  workbookXml,
} from './sheet-writer.parts';
import { ZipWriter } from './sheet-writer.zip';

// The one streaming xlsx writer of every download and export. The sheet is XML text built in
// chunks and deflated as it goes (exceljs' streaming writer builds objects per cell and is several
// times slower: docs/decisions/0002-xlsx.md): memory stays flat in the row count and `out`'s
// backpressure is respected.

export { neutralizeFormula };

/**
 * text: inline string, formula-neutralized. int/number: General. uf: '#,##0.00'. clp: '#,##0'.
 * date: 'dd-mm-yyyy' (a Date is the Chile calendar day of that instant; a 'YYYY-MM-DD' string is
 * taken as written). datetime: 'dd-mm-yyyy hh:mm' in Chile time. bool: 'Sí' / 'No'.
 */
export type CellKind = 'text' | 'int' | 'number' | 'uf' | 'clp' | 'date' | 'datetime' | 'bool';

export type CellValue = string | number | boolean | Date | null | undefined;

export interface SheetColumn<Row> {
  header: string;
  kind: CellKind;
  /** Characters; defaults from the header and the kind. */
  width?: number;
  value: (row: Row) => CellValue;
}

/** Excel's last row is 1,048,576; one is the header. */
export const MAX_SHEET_ROWS = 1_048_575;
const CHUNK_CHARS = 64 * 1024;
/** How long the writer runs before it lets the event loop answer other requests. */
const SLICE_MS = 15;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** `at` is a cell's ` r="B7"` attribute or '' (see textCell). */
type Encode = (value: NonNullable<CellValue>, at: string) => string;

function asText(value: NonNullable<CellValue>): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** Numbers, or numeric text such as Postgres' '1450.50', as a number cell; anything else text. */
const numberCell =
  (style: string): Encode =>
  (value, at) => {
    let digits: string | null = null;
    if (typeof value === 'number') digits = Number.isFinite(value) ? String(value) : null;
    else if (typeof value === 'string' && PLAIN_NUMBER.test(value)) digits = value;
    return digits === null
      ? textCell(at, '', asText(value))
      : `<c${at}${style}><v>${digits}</v></c>`;
  };

const dateCell =
  (style: string, withTime: boolean): Encode =>
  (value, at) => {
    let serial: number | null = null;
    if (value instanceof Date || typeof value === 'number') {
      const instant = +value;
      if (Number.isFinite(instant))
        serial = withTime ? chileSerial(instant) : chileDaySerial(instant);
    } else if (typeof value === 'string') {
      const parsed = Date.parse(value);
      serial = withTime
        ? Number.isNaN(parsed)
          ? null
          : chileSerial(parsed)
        : calendarSerial(value);
    }
    return serial === null
      ? textCell(at, '', asText(value))
      : `<c${at}${style}><v>${serial}</v></c>`;
  };

const encoders: Record<CellKind, Encode> = {
  text: (value, at) => textCell(at, '', asText(value)),
  bool: (value, at) =>
    typeof value === 'boolean'
      ? `<c${at} t="s"><v>${value ? 0 : 1}</v></c>`
      : textCell(at, '', asText(value)),
  int: numberCell(STYLE.plain),
  number: numberCell(STYLE.plain),
  uf: numberCell(STYLE.uf),
  clp: numberCell(STYLE.clp),
  date: dateCell(STYLE.date, false),
  datetime: dateCell(STYLE.datetime, true),
};

const DEFAULT_WIDTH: Partial<Record<CellKind, number>> = { date: 12, datetime: 17, uf: 13 };

/**
 * Writes a one-sheet xlsx workbook into `out` and ENDS `out`: a header row (bold, frozen, with
 * an autofilter), then one row per row of each batch. Null, undefined and '' leave the cell
 * empty. Resolves with the number of data rows once `out` has finished; rejects if `out` closes
 * early (the caller destroys it on failure).
 */
export async function writeSheet<Row>(
  out: Writable,
  sheetName: string,
  columns: readonly SheetColumn<Row>[],
  rows: AsyncIterable<Iterable<Row>> | Iterable<Iterable<Row>>,
  options: { onRows?: (written: number) => void } = {},
): Promise<number> {
  const name = safeSheetName(sheetName);
  const letters = columns.map((_, i) => columnLetters(i));
  const encode = columns.map((c) => encoders[c.kind]);
  const values = columns.map((c) => c.value);
  const widths = columns.map(
    (c) => c.width ?? Math.max(DEFAULT_WIDTH[c.kind] ?? 8, Math.min(c.header.length + 3, 40)),
  );
  const zip = new ZipWriter(out);
  await zip.addFile('[Content_Types].xml', CONTENT_TYPES);
  await zip.addFile('_rels/.rels', ROOT_RELS);
  await zip.addFile('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
  await zip.addFile('xl/styles.xml', STYLES);
  await zip.addFile('xl/sharedStrings.xml', SHARED_STRINGS);
  let written = 0;
  await zip.addStream('xl/worksheets/sheet1.xml', async (write) => {
    let xml = sheetHead(widths) + '<row r="1">';
    columns.forEach((c, i) => (xml += textCell(`${i ? '' : ' r="A1"'}`, STYLE.header, c.header)));
    xml += '</row>';
    let since = performance.now();
    for await (const batch of rows) {
      for (const row of batch) {
        if (written === MAX_SHEET_ROWS) throw new Error('más filas de las que admite una hoja');
        const r = String(++written + 1);
        xml += `<row r="${r}">`;
        // A cell right after the one before needs no address (a third less text to deflate).
        let next = -1;
        for (let i = 0; i < values.length; i++) {
          const value = values[i]!(row);
          if (value === null || value === undefined || value === '') continue;
          xml += encode[i]!(value, i === next ? '' : ` r="${letters[i]}${r}"`);
          next = i + 1;
        }
        xml += '</row>';
        if (xml.length > CHUNK_CHARS) {
          await write(Buffer.from(xml, 'utf8'));
          xml = '';
          // Rows already in memory never wait on I/O: without this a long sheet would hold
          // every other request of the process until it is written.
          if (performance.now() - since > SLICE_MS) {
            await nextTurn();
            since = performance.now();
          }
        }
      }
      options.onRows?.(written);
    }
    await write(Buffer.from(xml + sheetTail(filterRef(letters, written, false)), 'utf8'));
  });
  await zip.addFile('xl/workbook.xml', workbookXml(name, filterRef(letters, written, true)));
  await zip.finish();
  return written;
}

function filterRef(letters: readonly string[], rows: number, absolute: boolean): string | null {
  const last = letters[letters.length - 1];
  if (!last) return null;
  const $ = absolute ? '$' : '';
  return `${$}A${$}1:${$}${last}${$}${rows + 1}`;
}
