// The lists' table: TanStack Table (v8) for the column model, Chakra's table for the look. The
// server pages and filters (ARCHITECTURE §6), so the table only draws what it is given: skeleton
// rows while the first page loads, a bar over the previous page while the next one loads, and a
// Spanish empty state. The header sticks while the rows scroll; narrow screens scroll sideways.
// Columns with a `meta.sortKey` sort the list on the server through their header (sort-header.tsx).
// With table preferences (table-prefs.ts) a toolbar above chooses the columns and the row density.
import { useContext, useMemo } from 'react';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { Table } from '@chakra-ui/react';
import { SORT_HEADER_CSS, type TableSort } from './sort-header';
import { EmptyRow, HeaderCells, ScrollFrame, SkeletonRows } from './table-parts';
import { TablePrefsContext, visibilityOf, type TablePrefs } from './table-prefs';
import { TableToolbar, toolbarColumns } from './table-toolbar';

export const DEFAULT_EMPTY_TEXT = 'No hay registros para mostrar.';
const SKELETON_ROWS = 5;

export interface DataTableProps<T> {
  columns: ColumnDef<T, unknown>[];
  data: T[];
  /** True while a page is on its way (first load or the next page). */
  loading?: boolean;
  emptyText?: string;
  /** The table's accessible name (a visually hidden caption). */
  caption: string;
  getRowId?: (row: T) => string;
  /** The list's sort: the columns with a `meta.sortKey` get a sort button. */
  sort?: TableSort;
  /** Columns shown and row density; the list's page provides them through TablePrefsContext. */
  prefs?: TablePrefs;
}

/** Compact rows: less padding, smaller text. */
const COMPACT_CSS = { '& tbody td': { py: '0.5', textStyle: 'xs' } } as const;

export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, data, loading = false, emptyText = DEFAULT_EMPTY_TEXT, caption } = props;
  const { getRowId, sort } = props;
  const fromContext = useContext(TablePrefsContext);
  const prefs = props.prefs ?? fromContext;
  const compact = prefs?.density === 'compact';
  const rowId = useMemo(() => (getRowId ? (row: T) => getRowId(row) : undefined), [getRowId]);
  const table = useReactTable({
    data,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowId,
    manualPagination: true,
    manualFiltering: true,
    manualSorting: true,
    state: { columnVisibility: visibilityOf(prefs?.hidden) },
  });
  const rows = table.getRowModel().rows;
  const width = table.getVisibleLeafColumns().length;
  const firstLoad = loading && rows.length === 0;

  return (
    <>
      {prefs ? <TableToolbar columns={toolbarColumns(table)} prefs={prefs} /> : null}
      <ScrollFrame
        label={caption}
        loading={loading}
        firstLoad={firstLoad}
        css={compact ? { ...SORT_HEADER_CSS, ...COMPACT_CSS } : SORT_HEADER_CSS}
      >
        <Table.Root
          size="sm"
          stickyHeader
          interactive={rows.length > 0}
          data-density={prefs?.density ?? 'comfortable'}
        >
          <Table.Caption srOnly>{caption}</Table.Caption>
          <Table.Header>
            {table.getHeaderGroups().map((group) => (
              <Table.Row key={group.id}>
                <HeaderCells group={group} sort={sort} />
              </Table.Row>
            ))}
          </Table.Header>
          <Table.Body>
            {firstLoad ? <SkeletonRows rows={SKELETON_ROWS} width={width} /> : null}
            {!loading && rows.length === 0 ? <EmptyRow width={width} text={emptyText} /> : null}
            {rows.map((row) => (
              <Table.Row key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <Table.Cell key={cell.id} verticalAlign="middle">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </ScrollFrame>
    </>
  );
}
