import type {
  ExcelResult,
  MutationCheckPropertiesExcelArgs,
} from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { requireViewer } from '../common/inputs';
import { requireProject } from '../projects/project-scope';
import { storeErrorsCopy } from './units-import.errors-file';
import { keepImport } from './units-import.repository';
import {
  countByKind,
  countsText,
  errorsInfo,
  excelResult,
  readSheetUpload,
} from './units-import.result';
import { unitsByKind } from './units-import.save';
import { readUnitsSheet } from './units-import.sheet';
import { sheetErrorsCopy } from './units-import.sheet-errors';

/**
 * checkPropertiesExcel: reads and validates an uploaded units sheet; writes no unit. Without
 * errors, its rows are kept in the database for savePropertiesImport (import_id), for this user
 * and, when the check names one, this project. With errors, the annotated copy is stored for the
 * viewer and its link comes back in errors_url.
 */
export async function checkPropertiesExcel(
  ctx: GraphQLContext,
  args: MutationCheckPropertiesExcelArgs,
): Promise<ExcelResult> {
  const viewer = requireViewer(ctx);
  // Scope first: another agency's project is refused before the file is read.
  const project = args.project_id ? await requireProject(ctx, ctx.db, args.project_id) : null;
  const upload = await readSheetUpload(args.excel);
  const read = await readUnitsSheet(upload.bytes, 'create');
  const { validation } = read;
  if (!validation.issues.length) {
    const total = validation.units.length;
    const units = total === 1 ? 'unidad lista' : 'unidades listas';
    const info = `${total.toLocaleString('es-CL')} ${units} para guardar: ${countsText(countByKind(validation))}.`;
    const importId = await keepImport(ctx.db, {
      userId: viewer.id,
      projectId: project?.id ?? null,
      units: unitsByKind(validation),
    });
    return { ...excelResult(validation, info), import_id: importId };
  }
  const copy = sheetErrorsCopy(read);
  const url = await storeErrorsCopy(ctx, { sourceName: upload.name, ...copy });
  return excelResult(validation, errorsInfo(validation), url);
}
