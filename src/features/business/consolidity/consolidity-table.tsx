// The consolidity table: per lead origin, its quotations, contacts, total and share of the
// period, with a totals row. Loading, failure and an empty period each say so.
import { EmptyState, Skeleton, Stack, Table } from '@chakra-ui/react';
import { Inbox } from 'lucide-react';
import { LoadError } from '../../../components/load-error';
import { formatNumber } from '../../../lib/format';
import { originLabel, percentText } from './consolidity-labels';
import type { ConsolidityRow } from './consolidity.types';

export interface ConsolidityTableProps {
  rows: readonly ConsolidityRow[];
  loading: boolean;
  error: string | null;
  onRetry?(): void;
}

const COLUMNS = ['Cotizaciones', 'Contactos', 'Total', 'Porcentaje'];

function Totals({ rows }: { rows: readonly ConsolidityRow[] }) {
  const sum = (pick: (row: ConsolidityRow) => number) => rows.reduce((a, r) => a + pick(r), 0);
  const total = sum((r) => r.total);
  // Every lead of the period is in some row, so the whole is 100 %: adding the rounded shares
  // could read 99,99 %.
  const values = [sum((r) => r.quotations), sum((r) => r.contacts), total];
  return (
    <Table.Row fontWeight="semibold">
      <Table.Cell>Total</Table.Cell>
      {values.map((value, index) => (
        <Table.Cell key={COLUMNS[index]} textAlign="end">
          {formatNumber(value)}
        </Table.Cell>
      ))}
      <Table.Cell textAlign="end">{percentText(total > 0 ? 100 : 0)}</Table.Cell>
    </Table.Row>
  );
}

export function ConsolidityTable({ rows, loading, error, onRetry }: ConsolidityTableProps) {
  if (error) return <LoadError message={error} onRetry={onRetry} />;
  if (loading)
    return (
      <Stack gap="2" role="status" aria-busy="true" aria-label="Cargando origen de los negocios">
        {[0, 1, 2, 3, 4].map((index) => (
          <Skeleton key={index} height="8" />
        ))}
      </Stack>
    );
  if (rows.length === 0)
    return (
      <EmptyState.Root borderWidth="1px" rounded="md">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <Inbox aria-hidden />
          </EmptyState.Indicator>
          <EmptyState.Title>Sin cotizaciones ni contactos en este período.</EmptyState.Title>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" interactive>
        <Table.Caption srOnly>Origen de los negocios</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">Origen</Table.ColumnHeader>
            {COLUMNS.map((column) => (
              <Table.ColumnHeader key={column} scope="col" textAlign="end">
                {column}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.origin}>
              <Table.Cell>{originLabel(row.origin)}</Table.Cell>
              <Table.Cell textAlign="end">{formatNumber(row.quotations)}</Table.Cell>
              <Table.Cell textAlign="end">{formatNumber(row.contacts)}</Table.Cell>
              <Table.Cell textAlign="end">{formatNumber(row.total)}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {percentText(row.percentage)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Totals rows={rows} />
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  );
}
