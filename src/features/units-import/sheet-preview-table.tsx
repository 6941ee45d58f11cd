// The first rows of a checked sheet as the server read them (kind, identifier, model, tower, floor
// and UF price), so the user sees that the columns landed where they meant before saving.
import { Box, Table, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { formatNumber, formatUF } from '../../lib/format';
import { PREVIEW_ROWS, previewRows, sheetRows } from './sheet-rows';

const HEADERS = ['Fila', 'Tipo', 'Identificador', 'Modelo', 'Torre', 'Piso', 'Precio'];

export function SheetPreviewTable({ data }: { data: unknown }) {
  const captionId = useId();
  const total = sheetRows(data).length;
  const rows = previewRows(data, PREVIEW_ROWS);
  if (rows.length === 0) return null;
  const caption =
    total > rows.length
      ? `Primeras ${formatNumber(rows.length)} de ${formatNumber(total)} filas leídas`
      : `${total === 1 ? '1 fila leída' : `${formatNumber(total)} filas leídas`}`;
  return (
    <Box>
      <Text id={captionId} textStyle="sm" fontWeight="medium" mb="2">
        {caption}
      </Text>
      <Box
        overflowX="auto"
        borderWidth="1px"
        rounded="md"
        tabIndex={0}
        role="region"
        aria-labelledby={captionId}
      >
        <Table.Root size="sm" aria-labelledby={captionId}>
          <Table.Header>
            <Table.Row bg="bg.muted">
              {HEADERS.map((header) => (
                <Table.ColumnHeader
                  key={header}
                  textAlign={header === 'Precio' || header === 'Fila' ? 'end' : 'start'}
                >
                  {header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.row}>
                <Table.Cell textAlign="end" color="fg.muted">
                  {row.row}
                </Table.Cell>
                <Table.Cell>{row.kind}</Table.Cell>
                <Table.Cell fontWeight="medium">{row.identifier}</Table.Cell>
                <Table.Cell>{row.model}</Table.Cell>
                <Table.Cell>{row.tower}</Table.Cell>
                <Table.Cell>{row.floor}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatUF(row.price)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Box>
  );
}
