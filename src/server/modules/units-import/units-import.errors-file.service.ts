import { randomUUID } from 'node:crypto';
import type { GraphQLContext } from '../../context';
import { exportFileKey, writeExportFile, toExportJob, exportDownloadUrl } from '../exports';
import { topics } from '../../realtime/bus';
import { writeSheet, type SheetColumn } from '../../spreadsheets/sheet-writer';
import { requireViewer } from '../../kernel';
import { insertErrorsJob } from './units-import.errors-file.repository';

// A sheet with errors comes back as a file: the same rows with an «Errores» column, stored like
// an export (private storage area, export_jobs row of type 'units_import_errors', ready at once)
// so the SPA downloads it through the same signed, expiring link and lists it with the exports.

export const ERRORS_JOB_TYPE = 'units_import_errors';

/** 'Errores - unidades torre A.xlsx' for 'unidades torre A.xlsx'. */
export const errorsFileName = (sourceName: string) =>
  `Errores - ${sourceName.replace(/\.xlsx$/i, '')}.xlsx`;

/** Writes the annotated copy, records its job and returns its download path for the viewer. */
export async function storeErrorsCopy<Row>(
  ctx: GraphQLContext,
  copy: {
    sourceName: string;
    sheetName: string;
    errors: number;
    columns: readonly SheetColumn<Row>[];
    rows: AsyncIterable<readonly Row[]> | Iterable<readonly Row[]>;
  },
): Promise<string> {
  const viewer = requireViewer(ctx);
  const id = randomUUID();
  const key = exportFileKey(id, 'xlsx');
  const rows = await writeExportFile(ctx.config, key, (out) =>
    writeSheet(out, copy.sheetName || 'Unidades', copy.columns, copy.rows),
  );
  const job = await insertErrorsJob(ctx.db, {
    id,
    user_id: viewer.id,
    type: ERRORS_JOB_TYPE,
    params: { file: copy.sourceName, rows, errors: copy.errors },
    status: 'ready',
    progress: 100,
    file_name: errorsFileName(copy.sourceName),
    file_path: key,
  });
  if (job) {
    // The «Exportaciones» panel hears of it like of any finished export; a lost notice is harmless.
    await ctx.bus
      .publish(topics.exportJob(viewer.id), toExportJob(job, ctx.config))
      .catch(() => undefined);
  }
  return exportDownloadUrl(ctx.config, id, viewer.id);
}
