// The numbers behind a chart as a table: read by screen readers under a drawn chart, shown as the
// chart itself where the browser cannot draw. Plain table elements styled once from the root: a
// by-project chart of a large platform has hundreds of rows, and one Chakra part per cell (each
// resolving its own recipe and styles) cost /home most of its render time.
import { Box, VisuallyHidden, type SystemStyleObject } from '@chakra-ui/react';
import { useDeferredValue } from 'react';

export interface ChartTable {
  caption: string;
  /** Header of the label column, then one per series. */
  columns: string[];
  rows: { label: string; values: string[] }[];
}

const TABLE_STYLE: SystemStyleObject = {
  width: 'full',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& caption': { textAlign: 'start', color: 'fg.muted', py: '2' },
  '& th, & td': {
    px: '3',
    py: '2',
    borderBottomWidth: '1px',
    borderColor: 'border',
    textAlign: 'start',
  },
  '& th': { fontWeight: 'medium', color: 'fg.muted' },
  '& td + td': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
};

function PlainTable({ table, styled }: { table: ChartTable; styled: boolean }) {
  return (
    <Box as="table" css={styled ? TABLE_STYLE : undefined}>
      <caption>{table.caption}</caption>
      <thead>
        <tr>
          {table.columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr key={row.label}>
            <td>{row.label}</td>
            {row.values.map((value, index) => (
              <td key={table.columns[index + 1] ?? index}>{value}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

export function ChartTableView({ table, hidden }: { table: ChartTable; hidden: boolean }) {
  // Under a drawn chart the table is for screen readers: rendered in the background right after
  // the chart (hundreds of rows a by-project chart), not before the canvas gets its first frame.
  const deferred = useDeferredValue<ChartTable | null>(table, null);
  if (hidden)
    return (
      <VisuallyHidden>
        {deferred ? <PlainTable table={deferred} styled={false} /> : null}
      </VisuallyHidden>
    );
  return (
    <Box maxH="280px" overflowY="auto">
      <PlainTable table={table} styled />
    </Box>
  );
}
