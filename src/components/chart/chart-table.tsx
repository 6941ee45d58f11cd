// The numbers behind a chart as a table: read by screen readers under a drawn chart, shown as the
// chart itself where the browser cannot draw.
import { Box, Table, VisuallyHidden } from '@chakra-ui/react';

export interface ChartTable {
  caption: string;
  /** Header of the label column, then one per series. */
  columns: string[];
  rows: { label: string; values: string[] }[];
}

export function ChartTableView({ table, hidden }: { table: ChartTable; hidden: boolean }) {
  const content = (
    <Table.Root size="sm" variant="line">
      <Table.Caption>{table.caption}</Table.Caption>
      <Table.Header>
        <Table.Row>
          {table.columns.map((column) => (
            <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {table.rows.map((row) => (
          <Table.Row key={row.label}>
            <Table.Cell>{row.label}</Table.Cell>
            {row.values.map((value, index) => (
              <Table.Cell key={table.columns[index + 1] ?? index} textAlign="end">
                {value}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
  if (hidden) return <VisuallyHidden>{content}</VisuallyHidden>;
  return (
    <Box maxH="280px" overflowY="auto">
      {content}
    </Box>
  );
}
