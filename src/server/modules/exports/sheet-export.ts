import type { SQL } from 'drizzle-orm';
import type { Writable } from 'node:stream';
import type { Viewer } from '../../context';
import type { Db } from '../../db/client';
import type { ExportDefinition, ExportRunContext } from '../../jobs/export-job.types';
import { writeSheet, type SheetColumn } from '../../spreadsheets/sheet-writer';
import { writeCsv } from './csv-writer';

/** Rows are read in pages of this size (keyset pagination on the id, newest first). */
export const EXPORT_BATCH_ROWS = 5_000;

/**
 * One export type as a table: its filter (the stored params plus the requester's scope, as one
 * condition), a count, a page reader and the columns the requester may see. `sheetExport` turns
 * it into the runner's ExportDefinition.
 */
export interface SheetExportSpec<Row extends { id: number }> {
  type: string;
  operation: string;
  fileBaseName: string;
  /** Parses the stored params and builds the whole WHERE (filters and scope). */
  where(viewer: Viewer, params: Record<string, unknown>): SQL | undefined;
  count(db: Db, where: SQL | undefined): Promise<number>;
  /** Up to `limit` rows with an id below `before` (all when null), by id descending. */
  page(db: Db, where: SQL | undefined, before: number | null, limit: number): Promise<Row[]>;
  columns(viewer: Viewer): readonly SheetColumn<Row>[];
  /** 'csv' when the params ask for it (contacts only). */
  format?(params: Record<string, unknown>): 'xlsx' | 'csv';
}

/** Pages of rows, read one page ahead of the writer at most (memory stays one page). */
export async function* keysetPages<Row extends { id: number }>(
  read: (before: number | null, limit: number) => Promise<Row[]>,
  signal: AbortSignal,
  limit = EXPORT_BATCH_ROWS,
): AsyncGenerator<Row[]> {
  let before: number | null = null;
  for (;;) {
    signal.throwIfAborted();
    const rows = await read(before, limit);
    if (rows.length) yield rows;
    const last = rows[rows.length - 1];
    if (!last || rows.length < limit) return;
    before = last.id;
  }
}

export function sheetExport<Row extends { id: number }>(
  spec: SheetExportSpec<Row>,
): ExportDefinition {
  return {
    type: spec.type,
    operation: spec.operation,
    fileBaseName: spec.fileBaseName,
    extension: (params) => spec.format?.(params) ?? 'xlsx',
    count: (ctx: ExportRunContext) => spec.count(ctx.db, spec.where(ctx.viewer, ctx.params)),
    write: (ctx: ExportRunContext, out: Writable, onRows) => {
      const where = spec.where(ctx.viewer, ctx.params);
      const pages = keysetPages(
        (before, limit) => spec.page(ctx.db, where, before, limit),
        ctx.signal,
      );
      const columns = spec.columns(ctx.viewer);
      return spec.format?.(ctx.params) === 'csv'
        ? writeCsv(out, columns, pages, { onRows })
        : writeSheet(out, spec.fileBaseName, columns, pages, { onRows });
    },
  };
}
