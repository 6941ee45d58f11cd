import { UNIT_COLUMNS } from './units-import.columns.service';
import { mapHeader, type HeaderMap } from './units-import.headers.service';
import { UnitsValidation, type ImportMode } from './units-import.validate.service';
import { openFirstSheet, type OpenedSheet, type SheetCell } from '../../spreadsheets/xlsx-reader';
import { sheetRefused } from '../../spreadsheets/xlsx-safety';

// Reading an uploaded units sheet: safety checks, the header, then every row validated as the
// sheet streams. The result keeps the opened sheet so the annotated copy can read it again.

export interface UnitsSheet {
  sheet: OpenedSheet;
  header: HeaderMap;
  validation: UnitsValidation;
}

export const unitsSheetMessages = {
  empty: 'La planilla no tiene datos: usa la plantilla de unidades (encabezados en la fila 1).',
  noRows: 'La planilla no tiene filas de unidades bajo los encabezados.',
} as const;

const isBlank = (cell: SheetCell) =>
  cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');

export async function readUnitsSheet(bytes: Uint8Array, mode: ImportMode): Promise<UnitsSheet> {
  const sheet = openFirstSheet(bytes);
  let header: HeaderMap | null = null;
  let validation: UnitsValidation | null = null;
  // One scratch row by UNIT_COLUMNS index: validation copies what it keeps.
  const values: SheetCell[] = UNIT_COLUMNS.map(() => null);
  for await (const batch of sheet.rows()) {
    for (const { row, cells } of batch) {
      if (!header) {
        header = mapHeader({ row, cells });
        validation = new UnitsValidation(mode, header.names, header.missing, header.headerRow);
        for (const p of [...header.fatal, ...header.problems]) {
          validation.issue(row, p.column, p.detail);
        }
        if (header.fatal.length) return { sheet, header, validation };
        continue;
      }
      let filled = false;
      for (let i = 0; i < values.length; i++) {
        const col = header.sheetColumn[i]!;
        const cell = col < 0 ? null : cells[col];
        values[i] = cell;
        if (!filled && !isBlank(cell)) filled = true;
      }
      // A row with values only in other columns (notes, the «Errores» column) is no unit.
      if (filled) validation!.add(row, values);
    }
  }
  if (!header || !validation) throw sheetRefused(unitsSheetMessages.empty);
  if (!validation.units.length && !validation.issues.length) {
    throw sheetRefused(unitsSheetMessages.noRows);
  }
  return { sheet, header, validation };
}
