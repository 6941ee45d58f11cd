import { appError } from '../../kernel';
import { UNIT_COLUMNS } from './units-import.columns.service';
import { UnitsValidation } from './units-import.validate.service';
import { XLSX_LIMITS, xlsxMessages } from '../../spreadsheets/xlsx-safety';
import type { SheetCell } from '../../spreadsheets/xlsx-reader';

// registerPropertiesSave takes back the `data` of a check as jsonExcel (JSON, or JSON text). It is
// never trusted: every row is validated again with the sheet's rules, its messages naming the
// template's columns and the row the client says it came from.

export const jsonMessages = {
  notJson: 'jsonExcel no es un JSON válido: envía el campo data de la revisión de la planilla.',
  notList: 'jsonExcel debe ser la lista de unidades (el campo data de la revisión de la planilla).',
  empty: 'No hay unidades que guardar.',
  notObject: (n: number) =>
    `La unidad ${n} de jsonExcel no es un objeto con los campos de la unidad.`,
} as const;

const badInput = (message: string) =>
  appError('BAD_USER_INPUT', message, { field: 'jsonExcel', fields: { jsonExcel: message } });

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The rows of jsonExcel, refused (BAD_USER_INPUT) when it is not a list of unit objects. */
export function jsonRows(value: unknown): Record<string, unknown>[] {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw badInput(jsonMessages.notJson);
    }
  }
  if (!Array.isArray(parsed)) throw badInput(jsonMessages.notList);
  if (!parsed.length) throw badInput(jsonMessages.empty);
  if (parsed.length > XLSX_LIMITS.maxRows) throw badInput(xlsxMessages.tooManyRows);
  return parsed.map((row: unknown, i) => {
    if (!isObject(row)) throw badInput(jsonMessages.notObject(i + 1));
    return row;
  });
}

/** A JSON value as a cell: text, number, boolean or empty; anything else as its JSON text. */
function asCell(value: unknown): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  return JSON.stringify(value);
}

const rowOf = (value: unknown, index: number) =>
  typeof value === 'number' && Number.isInteger(value) && value > 1 && value <= 1_048_576
    ? value
    : index + 2;

/** Every row validated as a new unit, in order (the rules of a sheet's rows). */
export function validateJsonRows(rows: readonly Record<string, unknown>[]): UnitsValidation {
  const validation = new UnitsValidation(
    'create',
    UNIT_COLUMNS.map((column) => column.header),
  );
  const values: SheetCell[] = UNIT_COLUMNS.map(() => null);
  rows.forEach((row, index) => {
    for (let i = 0; i < UNIT_COLUMNS.length; i++) values[i] = asCell(row[UNIT_COLUMNS[i]!.field]);
    validation.add(rowOf(row.row, index), values);
  });
  return validation;
}
