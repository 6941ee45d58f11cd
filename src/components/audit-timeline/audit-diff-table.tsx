// Campo / Antes / Después for one audit row. Fixed column widths and wrapping keep long values
// inside the card on every screen width.
import { Table } from '@chakra-ui/react';
import type { AuditDiffRow } from './audit-values';
import { ClampedText } from './clamped-text';

export function AuditDiffTable({ rows, caption }: { rows: AuditDiffRow[]; caption: string }) {
  return (
    <Table.Root size="sm" variant="outline" tableLayout="fixed" rounded="md">
      <Table.Caption srOnly>{caption}</Table.Caption>
      <Table.ColumnGroup>
        <Table.Column width="28%" />
        <Table.Column width="36%" />
        <Table.Column width="36%" />
      </Table.ColumnGroup>
      <Table.Header>
        <Table.Row bg="bg.muted">
          <Table.ColumnHeader scope="col">Campo</Table.ColumnHeader>
          <Table.ColumnHeader scope="col">Antes</Table.ColumnHeader>
          <Table.ColumnHeader scope="col">Después</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.key} data-changed={row.changed || undefined}>
            <Table.Cell fontWeight="medium" overflowWrap="anywhere">
              {row.label}
            </Table.Cell>
            <Table.Cell color={row.changed ? 'fg.muted' : undefined}>
              <ClampedText text={row.before} />
            </Table.Cell>
            <Table.Cell fontWeight={row.changed ? 'medium' : undefined}>
              <ClampedText text={row.after} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
