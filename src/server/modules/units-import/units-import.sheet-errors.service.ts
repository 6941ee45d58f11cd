import { displayCell, normalizeHeader } from '../../spreadsheets/cell-parsers';
import type { CellKind, CellValue, SheetColumn } from '../../spreadsheets/sheet-writer';
import { UNIT_COLUMNS, type ReadAs } from './units-import.columns.service';
import { ERRORS_HEADER } from './units-import.headers.service';
import type { UnitsSheet } from './units-import.sheet.service';
import type { UnitsValidation } from './units-import.validate.service';
import { CellProblem, type SheetCell } from '../../spreadsheets/xlsx-reader';

// The annotated copy of a sheet with errors: the same columns and rows as the user's file plus
// an «Errores» column with each row's messages; problems of the sheet as a whole (a missing
// column) go first, in rows of their own. Numbers stay numbers, so the fixed copy can be checked
// again as it is (the «Errores» column is ignored when it comes back).

export interface ErrorsCopy<Row> {
  sheetName: string;
  errors: number;
  columns: SheetColumn<Row>[];
  rows: AsyncIterable<readonly Row[]> | Iterable<readonly Row[]>;
}

const NUMERIC: ReadonlySet<ReadAs> = new Set(['uf', 'int', 'area', 'bathrooms']);
const kindOf = (readAs: ReadAs | undefined): CellKind =>
  readAs && NUMERIC.has(readAs) ? 'number' : 'text';

const SEPARATOR = ' | ';

function messagesByRow(validation: UnitsValidation): Map<number, string> {
  const byRow = new Map<number, string>();
  for (const issue of validation.issues) {
    const before = byRow.get(issue.row);
    byRow.set(issue.row, before ? `${before}${SEPARATOR}${issue.message}` : issue.message);
  }
  return byRow;
}

/** A read cell as the writer takes it: formulas as their text, dates as dd-mm-aaaa. */
function cellOut(cell: SheetCell): CellValue {
  if (cell instanceof CellProblem) return `=${cell.text}`;
  if (cell instanceof Date) return displayCell(cell);
  return cell;
}

interface SheetCopyRow {
  cells: readonly SheetCell[];
  errors: string;
}

export function sheetErrorsCopy({
  sheet,
  header,
  validation,
}: UnitsSheet): ErrorsCopy<SheetCopyRow> {
  const byRow = messagesByRow(validation);
  const readAs = new Map<number, ReadAs>();
  header.sheetColumn.forEach((col, index) => {
    if (col >= 0) readAs.set(col, UNIT_COLUMNS[index]!.readAs);
  });
  const columns: SheetColumn<SheetCopyRow>[] = [];
  header.headers.forEach((text, col) => {
    if (normalizeHeader(text) === normalizeHeader(ERRORS_HEADER)) return;
    columns.push({
      header: text || `Columna ${col + 1}`,
      kind: kindOf(readAs.get(col)),
      value: (row) => cellOut(row.cells[col]),
    });
  });
  columns.push({ header: ERRORS_HEADER, kind: 'text', width: 80, value: (row) => row.errors });
  const onTop = validation.issues.filter((issue) => issue.row === header.headerRow);
  async function* rows(): AsyncGenerator<SheetCopyRow[]> {
    if (onTop.length) yield onTop.map((issue) => ({ cells: [], errors: issue.message }));
    for await (const batch of sheet.rows()) {
      yield batch
        .filter((row) => row.row > header.headerRow)
        .map((row) => ({ cells: row.cells, errors: byRow.get(row.row) ?? '' }));
    }
  }
  return { sheetName: sheet.name, errors: validation.issues.length, columns, rows: rows() };
}

interface JsonCopyRow {
  source: Record<string, unknown>;
  errors: string;
}

function plain(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  return JSON.stringify(value);
}

/** The copy of jsonExcel rows (registerPropertiesSave), with the template's columns. */
export function jsonErrorsCopy(
  source: readonly Record<string, unknown>[],
  validation: UnitsValidation,
): ErrorsCopy<JsonCopyRow> {
  const byRow = messagesByRow(validation);
  const columns: SheetColumn<JsonCopyRow>[] = UNIT_COLUMNS.map((column) => ({
    header: column.header,
    kind: kindOf(column.readAs),
    value: (row) => plain(row.source[column.field]),
  }));
  columns.push({ header: ERRORS_HEADER, kind: 'text', width: 80, value: (row) => row.errors });
  const rows = validation.units.map((unit, i) => ({
    source: source[i] ?? {},
    errors: byRow.get(unit.row) ?? '',
  }));
  return { sheetName: 'Unidades', errors: validation.issues.length, columns, rows: [rows] };
}
