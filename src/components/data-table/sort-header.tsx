// Sortable column headers (issue 33). The server sorts (each list's `sort` argument, e.g. "price"
// or "-price"); a column says by which key it sorts with `meta.sortKey`, and the table draws its
// header as a button that cycles ascending → descending → the list's own order. The `<th>` carries
// aria-sort; the button is a native one, so Enter and Space work as a click does.
import type { ReactNode } from 'react';
import { flexRender, type Header, type RowData } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';

declare module '@tanstack/react-table' {
  // The interface must keep TanStack's type parameters to merge with its declaration.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The list's `sort` key this column sorts by; absent: the column does not sort. */
    sortKey?: string;
    /** The column's name in the columns menu when its header is not plain text. */
    label?: string;
  }
}

/** The sort of a list as its page keeps it (the URL's `sort`) and the way to change it. */
export interface TableSort {
  /** "price", "-price" or null (the list's own order). */
  value: string | null;
  onChange(next: string | null): void;
}

export type AriaSort = 'ascending' | 'descending' | 'none';

/** How `value` sorts the column of `key`. */
export function sortStateOf(value: string | null, key: string): AriaSort {
  if (value === key) return 'ascending';
  if (value === `-${key}`) return 'descending';
  return 'none';
}

/** The sort after a click on the header of `key`: ascending, then descending, then none. */
export function nextSort(value: string | null, key: string): string | null {
  const state = sortStateOf(value, key);
  if (state === 'none') return key;
  if (state === 'ascending') return `-${key}`;
  return null;
}

const ICONS = { ascending: ArrowUp, descending: ArrowDown, none: ArrowUpDown } as const;
const HINTS = {
  ascending: 'orden ascendente; activa para ordenar de forma descendente',
  descending: 'orden descendente; activa para volver al orden por defecto',
  none: 'sin ordenar; activa para ordenar de forma ascendente',
} as const;

/** The header's look, set once on the table. */
export const SORT_HEADER_CSS = {
  '& button.dt-sort': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    font: 'inherit',
    color: 'inherit',
    cursor: 'pointer',
    borderRadius: 'l1',
    mx: '-1',
    px: '1',
    _hover: { color: 'fg' },
    _focusVisible: {
      outline: '2px solid',
      outlineColor: 'primary.focusRing',
      outlineOffset: '1px',
    },
  },
  '& button.dt-sort svg': { boxSize: '3.5', flexShrink: 0, opacity: 0.45 },
  '& button.dt-sort[data-sorted] svg': { opacity: 1, color: 'primary.fg' },
} as const;

export interface SortHeaderProps {
  sortKey: string;
  sort: TableSort;
  children: ReactNode;
}

/** A header's content as a button that changes the list's sort. */
export function SortHeader({ sortKey, sort, children }: SortHeaderProps) {
  const state = sortStateOf(sort.value, sortKey);
  const Icon = ICONS[state];
  return (
    <button
      type="button"
      className="dt-sort"
      data-sorted={state === 'none' ? undefined : ''}
      title={HINTS[state]}
      onClick={() => sort.onChange(nextSort(sort.value, sortKey))}
    >
      {children}
      <Icon aria-hidden focusable={false} />
    </button>
  );
}

/**
 * What a table draws in a header cell: its content (a sort button when the column sorts and the
 * table was given a sort) and the cell's aria-sort.
 */
export function headerParts<T>(
  header: Header<T, unknown>,
  sort: TableSort | undefined,
): { content: ReactNode; ariaSort: AriaSort | undefined } {
  if (header.isPlaceholder) return { content: null, ariaSort: undefined };
  const content = flexRender(header.column.columnDef.header, header.getContext());
  const sortKey = header.column.columnDef.meta?.sortKey;
  if (!sort || !sortKey) return { content, ariaSort: undefined };
  return {
    content: (
      <SortHeader sortKey={sortKey} sort={sort}>
        {content}
      </SortHeader>
    ),
    ariaSort: sortStateOf(sort.value, sortKey),
  };
}
