// The pieces every table of lists draws the same way (DataTable, VirtualDataTable and the units'
// summary): the scrolling frame with its loading bar, the header cells of a TanStack header group,
// skeleton rows and the empty row.
import type { ComponentProps } from 'react';
import type { HeaderGroup } from '@tanstack/react-table';
import { Box, Skeleton, Table, Text } from '@chakra-ui/react';
import { BusyBar } from '../busy-bar';
import { SELECT_COLUMN_ID } from './selection-column';
import { headerParts, type TableSort } from './sort-header';

type ScrollFrameProps = ComponentProps<typeof Table.ScrollArea> & {
  /** The region's accessible name. */
  label: string;
  /** A page is on its way. */
  loading: boolean;
  /** The first page is on its way: skeleton rows show it, not the bar. */
  firstLoad: boolean;
};

/**
 * The table's scrolling region, with a thin bar over the rows while the next page loads (the rows
 * stay readable). A region that scrolls must be reachable by keyboard (axe:
 * scrollable-region-focusable).
 */
export function ScrollFrame({ label, loading, firstLoad, children, ...rest }: ScrollFrameProps) {
  return (
    <Box position="relative">
      <BusyBar busy={loading && !firstLoad} />
      <Table.ScrollArea
        borderWidth="1px"
        rounded="md"
        maxH="70vh"
        bg="bg.panel"
        tabIndex={0}
        role="region"
        aria-label={label}
        aria-busy={loading || undefined}
        {...rest}
      >
        {children}
      </Table.ScrollArea>
    </Box>
  );
}

/** A header group's cells; sortable columns get their button and `aria-sort` (sort-header.tsx). */
export function HeaderCells<T>({ group, sort }: { group: HeaderGroup<T>; sort?: TableSort }) {
  return group.headers.map((header) => {
    const { content, ariaSort } = headerParts(header, sort);
    return (
      <Table.ColumnHeader
        key={header.id}
        colSpan={header.colSpan}
        bg="bg.muted"
        whiteSpace="nowrap"
        scope="col"
        w={header.column.id === SELECT_COLUMN_ID ? '10' : undefined}
        aria-sort={ariaSort}
      >
        {content}
      </Table.ColumnHeader>
    );
  });
}

/** Placeholder rows while the first page loads. */
export function SkeletonRows({ rows, width }: { rows: number; width: number }) {
  return Array.from({ length: rows }, (_, index) => (
    <Table.Row key={`skeleton-${index}`} data-testid="data-table-skeleton">
      {Array.from({ length: width }, (_, cell) => (
        <Table.Cell key={cell}>
          <Skeleton height="4" />
        </Table.Cell>
      ))}
    </Table.Row>
  ));
}

/** The one row of a table with nothing to show, across its `width` columns. */
export function EmptyRow({ width, text }: { width: number; text: string }) {
  return (
    <Table.Row>
      <Table.Cell colSpan={width} py="10">
        <Text textAlign="center" color="fg.muted">
          {text}
        </Text>
      </Table.Cell>
    </Table.Row>
  );
}
