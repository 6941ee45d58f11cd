// The ORDER BY of a list's parsed `sort` (sort.ts): its column(s), then the id, one direction.
import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ListSort, SortColumns } from './sort';

/** The ORDER BY terms of a parsed sort: its column(s), then the id, all in its direction. */
export function sortTerms(sort: ListSort, columns: SortColumns, id: AnyColumn | SQL): SQL[] {
  const way = sort.descending ? desc : asc;
  const mapped = columns[sort.key];
  const list: readonly (AnyColumn | SQL)[] = Array.isArray(mapped) ? mapped : [mapped];
  return [...list.map((column) => way(column)), way(id)];
}

/** The ORDER BY terms of the asked sort, or the list's own order when none was asked. */
export const orderOr = (
  sort: ListSort | null | undefined,
  columns: SortColumns,
  id: AnyColumn | SQL,
  fallback: SQL[],
): SQL[] => (sort ? sortTerms(sort, columns, id) : fallback);
