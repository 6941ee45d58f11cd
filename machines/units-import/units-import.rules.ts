// Checks made before a sheet is uploaded and the counts read from an answer. Pure functions, so
// the machine's guards and the wizard's texts agree.
import { MAX_SHEET_BYTES, SHEET_EXTENSION, type SheetCheck } from './units-import.types';

const megabytes = (bytes: number) =>
  (bytes / (1024 * 1024)).toLocaleString('es-CL', { maximumFractionDigits: 1 });

/** The Spanish reason a chosen file is refused before upload, or null when it may be sent. */
export function sheetProblem(file: { name: string; size: number }): string | null {
  if (!file.name.toLowerCase().endsWith(SHEET_EXTENSION)) {
    return `El archivo «${file.name}» no es una planilla .xlsx. Descarga la plantilla, complétala y guárdala como «Libro de Excel (.xlsx)».`;
  }
  if (file.size === 0) return `El archivo «${file.name}» está vacío.`;
  if (file.size > MAX_SHEET_BYTES) {
    return `El archivo pesa ${megabytes(file.size)} MB; el máximo es ${megabytes(MAX_SHEET_BYTES)} MB. Divide la planilla en partes más pequeñas.`;
  }
  return null;
}

/** How many rows the server read: the length of the `data` list of its answer. */
export function rowsOf(check: Pick<SheetCheck, 'data'> | null): number {
  const data: unknown = check?.data;
  return Array.isArray(data) ? data.length : 0;
}
