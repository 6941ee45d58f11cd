import { hasCents, UF_VALUE_MAX } from '../../../shared/schemas/uf-values';
import {
  CellProblem,
  openFirstSheet,
  type SheetCell,
  type SheetRow,
} from '../../spreadsheets/xlsx-reader';
import {
  displayCell,
  INVALID,
  normalizeHeader,
  parseChileanNumber,
  parseDate,
} from '../../spreadsheets/cell-parsers';

// Reading an imported UF series. Two layouts, told apart by their header: a list (a date and a
// value per row, headers optional) or the Banco Central's yearly table (a «Día» column of days
// and one column per month). Every problem is kept with its row, so the import can refuse the
// whole file and say what to fix.

export interface SeriesDay {
  row: number;
  date: string;
  value: number;
}

export interface SeriesProblem {
  row: number;
  message: string;
}

export interface Series {
  days: SeriesDay[];
  problems: SeriesProblem[];
}

export const seriesMessages = {
  empty: 'El archivo no tiene valores UF: usa una columna de fechas (dd-mm-aaaa) y una de valores.',
  badDate: (cell: string) => `La fecha «${cell}» no existe o no tiene el formato dd-mm-aaaa.`,
  badValue: (cell: string) =>
    `El valor «${cell}» no es un número mayor que cero con a lo más 2 decimales (ej. 39.485,65).`,
  noValue: 'Falta el valor de la UF junto a la fecha.',
  repeated: (day: string, first: number) =>
    `El día ${day} se repite (ya está en la fila ${first}).`,
  noYear:
    'No se encontró el año de la tabla: escribe «Año 2026» sobre los encabezados o ponlo en el nombre del archivo.', // prettier-ignore
  noDay: (month: string, cell: string) => `El día «${cell}» no existe en ${month}.`,
  formula: (cell: string) => `La celda «${cell}» es una fórmula sin valor guardado.`,
} as const;

const MONTHS: ReadonlyArray<readonly [string, string]> = [
  ['enero', 'ene'], ['febrero', 'feb'], ['marzo', 'mar'], ['abril', 'abr'], ['mayo', 'may'],
  ['junio', 'jun'], ['julio', 'jul'], ['agosto', 'ago'], ['septiembre', 'sep'], ['octubre', 'oct'],
  ['noviembre', 'nov'], ['diciembre', 'dic'],
]; // prettier-ignore

const monthOf = (cell: SheetCell): number => {
  if (typeof cell !== 'string') return -1;
  const key = normalizeHeader(cell);
  return MONTHS.findIndex(([long, short]) => key === long || key === short || key === 'setiembre' && long === 'septiembre'); // prettier-ignore
};

type Cell = Exclude<SheetCell, CellProblem>;
const isBlank = (cell: SheetCell) =>
  cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');
const pad = (n: number) => String(n).padStart(2, '0');
const dayText = (iso: string) => iso.split('-').reverse().join('-');

/** Pesos per UF from a cell: '39.485,65', '$ 39.485,65', 39485.65; null when not one. */
export function parseUfValue(cell: SheetCell): number | null {
  if (cell instanceof CellProblem) return null;
  const text = typeof cell === 'string' ? cell.replace(/[$\s]/g, '') : cell;
  const value = parseChileanNumber(text as Cell);
  if (value === null || Number.isNaN(value)) return null;
  return value > 0 && value <= UF_VALUE_MAX && hasCents(value) ? Math.round(value * 100) / 100 : null; // prettier-ignore
}

function parseDay(cell: SheetCell): string | null {
  // A bare number is a year or a day of the month here, never a date: date cells come as dates.
  if (cell instanceof CellProblem || typeof cell === 'number') return null;
  const date = parseDate(cell as Cell);
  if (date === null || date === INVALID) return null;
  return date.toISOString().slice(0, 10);
}

const YEAR = /(?:^|\D)((?:19|20)\d{2})(?:\D|$)/;

function yearIn(text: string | null | undefined): number | null {
  const match = text ? YEAR.exec(text) : null;
  return match ? Number(match[1]) : null;
}

/** Collects the days of a series, refusing repeated days. */
class SeriesBuilder {
  readonly days: SeriesDay[] = [];
  readonly problems: SeriesProblem[] = [];
  readonly #seen = new Map<string, number>();

  problem(row: number, message: string) {
    this.problems.push({ row, message });
  }

  add(row: number, date: string, valueCell: SheetCell) {
    if (valueCell instanceof CellProblem) return this.problem(row, seriesMessages.formula(valueCell.text)); // prettier-ignore
    if (isBlank(valueCell)) return this.problem(row, seriesMessages.noValue);
    const value = parseUfValue(valueCell);
    if (value === null) return this.problem(row, seriesMessages.badValue(displayCell(valueCell)));
    const first = this.#seen.get(date);
    if (first !== undefined) return this.problem(row, seriesMessages.repeated(dayText(date), first)); // prettier-ignore
    this.#seen.set(date, row);
    this.days.push({ row, date, value });
  }
}

/**
 * The days of a series from its rows (a sheet's or a CSV's), in the order read. `fileName` may
 * carry the year of a yearly table.
 */
export function readSeries(rows: readonly SheetRow[], fileName: string | null = null): Series {
  const out = new SeriesBuilder();
  let year = yearIn(fileName);
  // The yearly table: month index by column, once its header row is found.
  let months: Map<number, number> | null = null;
  let dayColumn = 0;
  let listStarted = false;
  for (const { row, cells } of rows) {
    const filled = cells.map((c, i) => [c, i] as const).filter(([c]) => !isBlank(c));
    if (!filled.length) continue;
    if (months) {
      const dayCell = cells[dayColumn];
      const dayNumber = typeof dayCell === 'number' ? dayCell : Number(String(dayCell ?? '').trim()); // prettier-ignore
      if (!Number.isInteger(dayNumber) || dayNumber < 1 || dayNumber > 31) continue;
      for (const [column, month] of months) {
        const cell = cells[column];
        if (isBlank(cell)) continue;
        const iso = `${year}-${pad(month + 1)}-${pad(dayNumber)}`;
        const date = new Date(`${iso}T00:00:00Z`);
        if (date.getUTCMonth() !== month) {
          out.problem(row, seriesMessages.noDay(MONTHS[month]![0], String(dayNumber)));
          continue;
        }
        out.add(row, iso, cell);
      }
      continue;
    }
    const first = filled[0]!;
    const date = parseDay(first[0]);
    if (date) {
      listStarted = true;
      out.add(row, date, filled[1]?.[0]);
      continue;
    }
    if (listStarted) {
      out.problem(row, seriesMessages.badDate(displayCell(first[0] instanceof CellProblem ? first[0].text : first[0]))); // prettier-ignore
      continue;
    }
    // Before the data: a title («Año 2026»), a list's header or the yearly table's header.
    const monthColumns = filled.filter(([c]) => monthOf(c) >= 0);
    if (monthColumns.length >= 2) {
      months = new Map(monthColumns.map(([c, i]) => [i, monthOf(c)]));
      const day = filled.find(([c]) => typeof c === 'string' && normalizeHeader(c) === 'dia');
      dayColumn = day ? day[1] : first[1];
      if (year === null) {
        out.problem(row, seriesMessages.noYear);
        return { days: [], problems: out.problems };
      }
      continue;
    }
    for (const [c] of filled) {
      const found = typeof c === 'number' && Number.isInteger(c) && c >= 1900 && c <= 2100 ? c : yearIn(typeof c === 'string' ? c : null); // prettier-ignore
      if (found !== null) {
        year = found;
        break;
      }
    }
  }
  if (!out.days.length && !out.problems.length) out.problem(1, seriesMessages.empty);
  return { days: out.days, problems: out.problems };
}

/** Splits CSV text into rows of cells: «;», «,» or a tab, quotes as RFC 4180 writes them. */
export function csvRows(text: string): SheetRow[] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [';', '\t', ','].find((d) => firstLine.includes(d)) ?? ';';
  const rows: SheetRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let row = 1;
  const endRow = () => {
    cells.push(cell);
    rows.push({ row, cells });
    cells = [];
    cell = '';
    row += 1;
  };
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n') endRow();
    else if (char !== '\r') cell += char;
  }
  if (cell !== '' || cells.length) endRow();
  return rows;
}

const XLSX_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** The rows of an uploaded .xlsx (by its zip signature) or CSV (UTF-8 or Latin-1). */
export async function uploadedRows(bytes: Uint8Array): Promise<SheetRow[]> {
  if (XLSX_MAGIC.every((b, i) => bytes[i] === b)) {
    const rows: SheetRow[] = [];
    for await (const batch of openFirstSheet(bytes).rows()) rows.push(...batch);
    return rows;
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('latin1').decode(bytes);
  }
  return csvRows(text);
}
