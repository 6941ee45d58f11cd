import type { CellKind, CellValue, SheetColumn } from '../../spreadsheets/sheet-writer';

// The rows of an export page and how each column reads its cell from them: shared by the pages
// (sheet-export.ts) and the xlsx writer of an export (sheet-pages.ts). Nothing here touches the
// database.

// A page travels as ONE text value built by the database (rows joined by U+001E, fields by
// U+001F, one format() call a row): PGlite turns every field of a result into a JS value one by
// one, which costs more than the query, while one string costs little. The rows are split off the
// text one at a time as the writer asks for them: a row's strings die young, where a page split
// up front outlived several young-generation collections and was copied by each.
export const RS = '\u001e';
export const US = '\u001f';
export type Row = readonly string[];

/** A page as read: its text, or its rows when a value held a separator (read again as JSON). */
export type PageData = { text: string } | { rows: Row[] };

export function* rowsOf(text: string): Generator<Row> {
  for (let at = 0; ;) {
    const end = text.indexOf(RS, at);
    yield (end === -1 ? text.slice(at) : text.slice(at, end)).split(US);
    if (end === -1) return;
    at = end + 1;
  }
}

export const rowsOfPage = (page: PageData): Iterable<Row> =>
  'text' in page ? rowsOf(page.text) : page.rows;

/** A column of an export file as the writer needs it. */
export interface CellColumn {
  header: string;
  kind: CellKind;
  width?: number;
  /** The Spanish label of each stored code (a status); a code without one is written as stored. */
  labels?: Readonly<Record<string, string>>;
}

function reader(column: CellColumn, index: number): (row: Row) => CellValue {
  const { labels, kind } = column;
  if (labels) {
    return (row) => {
      const code = row[index] ?? '';
      return Object.hasOwn(labels, code) ? labels[code] : code;
    };
  }
  if (kind === 'datetime') return (row) => (row[index] ? Number(row[index]) : null);
  if (kind === 'bool') return (row) => (row[index] ? row[index] === 't' : null);
  return (row) => row[index];
}

/** The writer's columns over page rows (datetimes come as epoch milliseconds, booleans t / f). */
export const sheetColumnsOf = (columns: readonly CellColumn[]): SheetColumn<Row>[] =>
  columns.map((column, index) => ({
    header: column.header,
    kind: column.kind,
    width: column.width,
    value: reader(column, index),
  }));
