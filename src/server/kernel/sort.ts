// The lists' `sort` argument (issue 33): a field name as the list answers it, `-` before it for
// descending ("-created_at", "price"). Each list whitelists its fields in its repository, mapped
// to the SQL that orders them; the id always breaks ties, so pages neither repeat nor skip rows.
import type { AnyColumn, SQL } from 'drizzle-orm';
import { appError } from './errors';

/** A parsed `sort`: one of the list's keys and its direction. */
export interface ListSort {
  key: string;
  descending: boolean;
}

/** A list's sortable fields: each key to the column(s) or expression(s) that order it. */
export type SortColumns = Readonly<Record<string, AnyColumn | SQL | readonly (AnyColumn | SQL)[]>>;

/** The accepted values of a list's `sort`, as the error and the SDL name them. */
export const sortValues = (columns: SortColumns): string[] =>
  Object.keys(columns).flatMap((key) => [key, `-${key}`]);

/**
 * A `sort` argument checked against the list's whitelist: null when absent or empty (the list's
 * own order), a BAD_USER_INPUT naming the accepted values when unknown.
 */
export function parseSort(value: string | null | undefined, columns: SortColumns): ListSort | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const descending = text.startsWith('-');
  const key = descending ? text.slice(1) : text;
  if (!Object.hasOwn(columns, key)) {
    const accepted = Object.keys(columns).join(', ');
    throw appError(
      'BAD_USER_INPUT',
      `No se puede ordenar por «${text}». Valores aceptados: ${accepted} (con «-» delante para orden descendente).`,
      { field: 'sort' },
    );
  }
  return { key, descending };
}
