// The long lists' table (a page of 250 units, or thousands in a story): TanStack Table for the
// column model, TanStack Virtual so only the rows in view (plus a few) are in the DOM, Chakra for
// the look. Rows keep a fixed height and the hidden ones become two spacer rows, so the native
// table keeps its column widths and its semantics (aria-rowcount/rowindex tell screen readers
// where they are). Optional selection: a checkbox column, the header one takes the whole page,
// shift-click takes a range. With table preferences (table-prefs.ts) a toolbar above chooses the
// columns and the row density.
import { useContext, useEffect, useMemo, useRef } from 'react';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { initialScrollRect, observeRectAfterLayout, scrollAfterMount } from './virtual-options';
import { Box, Table } from '@chakra-ui/react';
import { pageSelection, togglePage, toggleRows } from './row-selection';
import { SORT_HEADER_CSS, type TableSort } from './sort-header';
import { EmptyRow, HeaderCells, ScrollFrame } from './table-parts';
import { TablePrefsContext, visibilityOf, type TablePrefs } from './table-prefs';
import { TableToolbar, toolbarColumns } from './table-toolbar';
import { SelectionContext, selectionColumn, type SelectionState } from './selection-column';

/** The drawn rows' look, set once on the table instead of on every cell. */
const ROW_CSS = {
  ...SORT_HEADER_CSS,
  '& tbody tr[data-index] > td': {
    px: '2',
    py: '1',
    textStyle: 'sm',
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    borderBottomWidth: '1px',
    borderColor: 'border',
  },
  '& tbody tr[data-index]:hover': { bg: 'bg.muted' },
  '& table[data-density=compact] tbody tr[data-index] > td': { py: '0', textStyle: 'xs' },
  // Skeleton rows as Chakra's table cells and skeletons (size sm, line variant, pulse) would draw
  // them, as plain elements: 8 rows of 16 cells were ~850 fibers in the render of a page's frame.
  '& tbody tr[data-skeleton] > td': {
    px: '2',
    py: '2',
    textAlign: 'start',
    borderBottomWidth: '1px',
    borderColor: 'border',
  },
  '& .vdt-skeleton': {
    h: '4',
    borderRadius: 'l2',
    bg: 'bg.emphasized',
    animation: 'pulse',
    animationDuration: 'var(--duration, 1.2s)',
    pointerEvents: 'none',
    userSelect: 'none',
  },
  '& tbody tr[data-selected] > td': { bg: 'primary.subtle' },
  '& input.vdt-check': {
    boxSize: '4',
    accentColor: 'var(--chakra-colors-primary-solid)',
    cursor: 'pointer',
    verticalAlign: 'middle',
    _disabled: { cursor: 'not-allowed', opacity: 0.5 },
    _focusVisible: {
      outline: '2px solid',
      outlineColor: 'primary.focusRing',
      outlineOffset: '2px',
    },
  },
} as const;

export const VIRTUAL_EMPTY_TEXT = 'No hay registros para mostrar.';
const SKELETON_ROWS = 8;

export interface RowSelection<T> {
  selected: ReadonlySet<string>;
  onChange(next: Set<string>): void;
  /** The accessible name of a row's checkbox ('Seleccionar A-101'). */
  rowLabel(row: T): string;
  /** The header checkbox's name; 'Seleccionar todas las filas de la página' by default. */
  pageLabel?: string;
  disabled?: boolean;
}

export interface VirtualDataTableProps<T> {
  columns: ColumnDef<T, unknown>[];
  data: T[];
  getRowId(row: T): string;
  /** The table's accessible name (a visually hidden caption). */
  caption: string;
  loading?: boolean;
  emptyText?: string;
  /** Every row is this tall (px); the virtualizer counts on it. */
  rowHeight?: number;
  maxH?: string;
  overscan?: number;
  selection?: RowSelection<T>;
  /** The list's sort: the columns with a `meta.sortKey` get a sort button. */
  sort?: TableSort;
  /** Columns shown and row density; the list's page provides them through TablePrefsContext. */
  prefs?: TablePrefs;
}

/** Compact rows are this share of the comfortable height. */
const COMPACT_SHARE = 0.75;

export function VirtualDataTable<T>(props: VirtualDataTableProps<T>) {
  const { columns, data, getRowId, caption, loading = false, selection, sort } = props;
  const { emptyText = VIRTUAL_EMPTY_TEXT, maxH = '70vh', overscan = 8 } = props;
  const fromContext = useContext(TablePrefsContext);
  const prefs = props.prefs ?? fromContext;
  const density = prefs?.density ?? 'comfortable';
  const comfortable = props.rowHeight ?? 44;
  const rowHeight = density === 'compact' ? Math.round(comfortable * COMPACT_SHARE) : comfortable;
  const scrollRef = useRef<HTMLDivElement>(null);
  const anchor = useRef<number | null>(null);
  const ids = useMemo(() => data.map(getRowId), [data, getRowId]);
  const withSelection = selection !== undefined;

  const allColumns = useMemo<ColumnDef<T, unknown>[]>(
    () => (withSelection ? [selectionColumn<T>(), ...columns] : columns),
    [columns, withSelection],
  );
  const selectionState = useMemo<SelectionState | null>(() => {
    if (!selection) return null;
    const { selected, onChange, rowLabel } = selection;
    return {
      selected,
      page: pageSelection(selected, ids),
      pageLabel: selection.pageLabel ?? 'Seleccionar todas las filas de la página',
      disabled: selection.disabled ?? false,
      empty: ids.length === 0,
      rowLabel: (index) => {
        const row = data[index];
        return row === undefined ? '' : rowLabel(row);
      },
      toggleRow: (index, checked, shift) => {
        onChange(toggleRows(selected, ids, index, checked, anchor.current, shift));
        anchor.current = index;
      },
      togglePage: () => {
        anchor.current = null;
        onChange(togglePage(selected, ids));
      },
    };
  }, [selection, ids, data]);

  const table = useReactTable({
    data,
    columns: allColumns,
    getCoreRowModel: getCoreRowModel(),
    getRowId,
    manualPagination: true,
    manualFiltering: true,
    manualSorting: true,
    state: { columnVisibility: visibilityOf(prefs?.hidden) },
  });
  const rows = table.getRowModel().rows;
  const width = table.getVisibleLeafColumns().length;
  const firstLoad = loading && rows.length === 0;

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    // No layout read or write as the table mounts (virtual-options.ts).
    initialRect: initialScrollRect(maxH),
    observeElementRect: observeRectAfterLayout,
    scrollToFn: scrollAfterMount,
  });
  // The virtualizer keeps the sizes it computed: a new density drops them (not on mount, which
  // must not touch the layout).
  const measuredHeight = useRef(rowHeight);
  useEffect(() => {
    if (measuredHeight.current === rowHeight) return;
    measuredHeight.current = rowHeight;
    virtualizer.measure();
  }, [rowHeight, virtualizer]);
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    <SelectionContext.Provider value={selectionState}>
      <Box css={ROW_CSS}>
        {prefs ? <TableToolbar columns={toolbarColumns(table)} prefs={prefs} /> : null}
        <ScrollFrame
          ref={scrollRef}
          maxH={maxH}
          label={`${caption} (desplázate para ver más filas)`}
          loading={loading}
          firstLoad={firstLoad}
          data-testid="virtual-table-scroll"
        >
          <Table.Root
            size="sm"
            stickyHeader
            interactive={rows.length > 0}
            aria-rowcount={rows.length + 1}
            data-density={density}
          >
            <Table.Caption srOnly>{caption}</Table.Caption>
            <Table.Header zIndex="1">
              {table.getHeaderGroups().map((group) => (
                <Table.Row key={group.id} aria-rowindex={1}>
                  <HeaderCells group={group} sort={sort} />
                </Table.Row>
              ))}
            </Table.Header>
            <Table.Body>
              {firstLoad
                ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                    <tr
                      key={`skeleton-${index}`}
                      data-testid="virtual-table-skeleton"
                      data-skeleton=""
                    >
                      {Array.from({ length: width }, (_, cell) => (
                        <td key={cell}>
                          <div className="vdt-skeleton" />
                        </td>
                      ))}
                    </tr>
                  ))
                : null}
              {!loading && rows.length === 0 ? <EmptyRow width={width} text={emptyText} /> : null}
              {top > 0 ? <Spacer height={top} width={width} /> : null}
              {items.map((item) => {
                const row = rows[item.index];
                if (!row) return null;
                // Plain elements styled from the table (ROW_CSS): a page draws hundreds of cells,
                // and per-cell style props would each cost a style computation.
                return (
                  <tr
                    key={row.id}
                    style={{ height: rowHeight }}
                    aria-rowindex={item.index + 2}
                    data-index={item.index}
                    data-selected={selection?.selected.has(row.id) || undefined}
                  >
                    {row.getVisibleCells().map((cell) => (
                      <td key={cell.id}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ))}
                  </tr>
                );
              })}
              {bottom > 0 ? <Spacer height={bottom} width={width} /> : null}
            </Table.Body>
          </Table.Root>
        </ScrollFrame>
      </Box>
    </SelectionContext.Provider>
  );
}

/** Stands for the rows out of view, so the scrollbar is the full list's. */
function Spacer({ height, width }: { height: number; width: number }) {
  return (
    <tr aria-hidden data-spacer="">
      <td colSpan={width} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}
