import { displayCell, normalizeHeader } from '../../spreadsheets/cell-parsers';
import { UNIT_COLUMNS } from './units-import.columns.service';
import { CellProblem, type SheetCell, type SheetRow } from '../../spreadsheets/xlsx-reader';

// The header row of an uploaded units sheet: which sheet column fills which field. Headers match
// with or without accents, case, spaces or underscores ('Baños' = 'banos', 'Precio UF' =
// 'precio_uf'); unknown columns (and the «Errores» column of an annotated copy) are ignored.

export interface HeaderMap {
  headerRow: number;
  /** Sheet column by UNIT_COLUMNS index; -1 when the sheet lacks it. */
  sheetColumn: number[];
  /** Name of each field in messages: the sheet's header, or the template's when missing. */
  names: string[];
  /** UNIT_COLUMNS indexes the sheet lacks. */
  missing: Set<number>;
  /** Header problems that make reading the rows pointless (no tipo or identificador column). */
  fatal: { column: string; detail: string }[];
  /** Other header problems (a repeated column). */
  problems: { column: string; detail: string }[];
  /** The header cells as text, by sheet column (for the annotated copy). */
  headers: string[];
}

const byAlias = new Map<string, number>();
UNIT_COLUMNS.forEach((column, index) => {
  for (const alias of column.aliases) if (!byAlias.has(alias)) byAlias.set(alias, index);
});

export const ERRORS_HEADER = 'Errores';

/** A cell as text, formulas included (for headers and the annotated copy). */
export const cellText = (cell: SheetCell) =>
  cell instanceof CellProblem ? `=${cell.text}` : displayCell(cell);

export function mapHeader(row: SheetRow): HeaderMap {
  const map: HeaderMap = {
    headerRow: row.row,
    sheetColumn: UNIT_COLUMNS.map(() => -1),
    names: UNIT_COLUMNS.map((column) => column.header),
    missing: new Set(),
    fatal: [],
    problems: [],
    headers: [],
  };
  row.cells.forEach((cell, col) => {
    const text = cellText(cell).trim();
    map.headers[col] = text;
    const index = byAlias.get(normalizeHeader(text));
    if (index === undefined) return;
    const first = map.sheetColumn[index]!;
    if (first >= 0) {
      const detail = `la columna se repite (también está «${map.names[index]}»); se lee la primera`;
      map.problems.push({ column: text, detail });
      return;
    }
    map.sheetColumn[index] = col;
    map.names[index] = text;
  });
  for (let i = 0; i < map.headers.length; i++) map.headers[i] ??= '';
  UNIT_COLUMNS.forEach((column, index) => {
    if (map.sheetColumn[index]! >= 0) return;
    map.missing.add(index);
    if (column.field === 'type' || column.field === 'identifier') {
      map.fatal.push({ column: column.header, detail: 'falta la columna (obligatoria)' });
    }
  });
  return map;
}
