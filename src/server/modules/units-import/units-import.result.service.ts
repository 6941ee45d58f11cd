import type {
  ExcelResult,
  ExcelValidationError,
} from '../../../../graphql/generated/server/resolvers-types';
import type { ImportedUnit, UnitKind } from './units-import.columns.service';
import type { UnitsValidation } from './units-import.validate.service';
import { cleanFileName, isUploadedFile } from '../../storage';
import { XLSX_LIMITS, sheetRefused, xlsxMessages } from '../../spreadsheets/xlsx-safety';

// What the three spreadsheet mutations answer: status, a Spanish summary, the rows read and the
// problems (the first thousand; the annotated copy behind errors_url has all of them).

export const MAX_LISTED_ERRORS = 1_000;

const es = (n: number) => n.toLocaleString('es-CL');
const plural = (n: number, one: string, many: string) => `${es(n)} ${n === 1 ? one : many}`;

const KINDS = ['property', 'warehouse', 'parkinglot'] as const;
const KIND_NAMES: Record<UnitKind, [string, string]> = {
  property: ['departamento o casa', 'departamentos y casas'],
  warehouse: ['bodega', 'bodegas'],
  parkinglot: ['estacionamiento', 'estacionamientos'],
};

/** '84 departamentos y casas, 18 bodegas y 18 estacionamientos'. */
export function countsText(counts: Record<UnitKind, number>): string {
  const parts = KINDS.filter((kind) => counts[kind] > 0).map((kind) =>
    plural(counts[kind], ...KIND_NAMES[kind]),
  );
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}` : (parts[0] ?? '');
}

export function countByKind(validation: UnitsValidation): Record<UnitKind, number> {
  const counts: Record<UnitKind, number> = { property: 0, warehouse: 0, parkinglot: 0 };
  for (const kind of validation.kinds) if (kind) counts[kind]++;
  return counts;
}

export function errorsInfo(validation: UnitsValidation): string {
  const total = validation.issues.length;
  const found = `Se encontraron ${plural(total, 'error', 'errores')}; no se guardó nada.`;
  return total > MAX_LISTED_ERRORS
    ? `${found} Se muestran los primeros ${es(MAX_LISTED_ERRORS)}; la planilla con errores los tiene todos.`
    : found;
}

export function excelResult(
  validation: UnitsValidation,
  info: string,
  errorsUrl: string | null = null,
  data: readonly ImportedUnit[] = validation.units,
): Omit<ExcelResult, '__typename'> {
  const listed: ExcelValidationError[] = validation.issues.slice(0, MAX_LISTED_ERRORS);
  return {
    status: validation.issues.length === 0,
    info,
    data,
    validation_errors: listed,
    errors_url: errorsUrl,
    import_id: null,
  };
}

export const uploadMissing = 'Adjunta la planilla de unidades (.xlsx).';

/** The uploaded sheet's bytes and its cleaned name; the size is checked before reading it. */
export async function readSheetUpload(file: unknown): Promise<{ bytes: Uint8Array; name: string }> {
  if (!isUploadedFile(file)) throw sheetRefused(uploadMissing);
  if (file.size > XLSX_LIMITS.maxBytes) throw sheetRefused(xlsxMessages.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  return { bytes, name: cleanFileName(file.name, 'xlsx') };
}
