import type {
  ExcelResult,
  MutationCheckPropertiesExcelArgs,
} from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { readUnitsSheet } from './units-import.sheet';
import { sheetErrorsCopy } from './units-import.sheet-errors';
import { requireViewer } from '../common/inputs';
import { pgliteOf } from './units-import.copy';
import { storeErrorsCopy } from './units-import.errors-file';
import {
  countByKind,
  countsText,
  errorsInfo,
  excelResult,
  readSheetUpload,
} from './units-import.result';

/**
 * checkPropertiesExcel: reads and validates an uploaded units sheet; writes no unit. With errors,
 * the annotated copy is stored for the viewer and its link comes back in errors_url.
 */
export async function checkPropertiesExcel(
  ctx: GraphQLContext,
  args: MutationCheckPropertiesExcelArgs,
): Promise<ExcelResult> {
  const viewer = requireViewer(ctx);
  const upload = await readSheetUpload(args.excel);
  const read = await readUnitsSheet(upload.bytes, 'create');
  const { validation } = read;
  if (!validation.issues.length) {
    const total = validation.units.length;
    const units = total === 1 ? 'unidad lista' : 'unidades listas';
    const info = `${total.toLocaleString('es-CL')} ${units} para guardar: ${countsText(countByKind(validation))}.`;
    // The save of these rows is prepared once they are on their way (the server is idle while
    // the client reads them); on PostgreSQL the save inserts without COPY, so there is nothing to
    // prepare.
    const imports = ctx.imports;
    if (imports && pgliteOf(ctx.db)) {
      const later = ctx.afterResponse ?? ((task: () => void) => void setImmediate(task));
      later(() => void imports.prepare(viewer.id, validation));
    }
    return excelResult(validation, info);
  }
  const copy = sheetErrorsCopy(read);
  const url = await storeErrorsCopy(ctx, { sourceName: upload.name, ...copy });
  return excelResult(validation, errorsInfo(validation), url);
}
