// A row source for writeSheet when the order is not a simple key (units by tower, floor and
// natural identifier): the ids are read once in order, then the rows `size` ids at a time, so
// memory holds the id list and two batches, never the whole sheet.

export const SHEET_BATCH_ROWS = 2_000;

/**
 * Batches of rows in the order of `ids`. The next batch is read while the writer works on the
 * current one; ids whose row is gone by then (deleted meanwhile) are skipped.
 */
export async function* rowsInIdOrder<Row extends { id: number }>(
  ids: readonly number[],
  read: (ids: number[]) => Promise<Row[]>,
  size = SHEET_BATCH_ROWS,
): AsyncGenerator<Row[]> {
  const slices: number[][] = [];
  for (let i = 0; i < ids.length; i += size) slices.push(ids.slice(i, i + size));
  let next = slices.length ? read(slices[0]!) : null;
  try {
    for (let i = 0; i < slices.length && next; i++) {
      const rows = await next;
      next = i + 1 < slices.length ? read(slices[i + 1]!) : null;
      const byId = new Map(rows.map((row) => [row.id, row]));
      const ordered = slices[i]!.flatMap((id) => byId.get(id) ?? []);
      if (ordered.length) yield ordered;
    }
  } finally {
    // A consumer that stops early leaves a read in flight: its failure is nobody's to report.
    next?.catch(() => undefined);
  }
}
