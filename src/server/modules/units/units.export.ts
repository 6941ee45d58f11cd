import type { DbOrTx } from '../../db/client';
import { rowsInIdOrder } from '../../spreadsheets/sheet-writer.batches';
import {
  readComplements,
  readHomes,
  type ComplementExportRow,
  type HomeExportRow,
} from './units.export-rows.repository';

export { unitExportIds } from './units.export-rows.repository';

// The rows of the units downloads (GET /api/excelProperties, /api/excelWarehousesOrParkingLots):
// the units of the /properties tables under the same filters, scope and order, in batches. The
// reads and their json shape are in units.export-rows.repository.ts, the columns in
// units.export-columns.service.ts.

export type { ComplementExportRow, HomeExportRow };

/** Batches of homes in the order of `ids` (see rowsInIdOrder). */
export const homeExportRows = (db: DbOrTx, ids: readonly number[]) =>
  rowsInIdOrder(ids, (batch) => readHomes(db, batch));

/** Warehouses, then parking lots: the kinds asked for, one after the other. */
export async function* complementExportRows(
  db: DbOrTx,
  parts: readonly { kind: 'warehouse' | 'parkinglot'; ids: readonly number[] }[],
): AsyncGenerator<ComplementExportRow[]> {
  for (const { kind, ids } of parts) {
    yield* rowsInIdOrder(ids, (batch) => readComplements(db, kind, batch));
  }
}
