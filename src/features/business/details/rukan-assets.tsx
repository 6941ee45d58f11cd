// Housing subsidies and properties of the holder, partner and members of a Rukan record: what the
// subsidy rules look at (a family that owns a home or already got a subsidy may not apply again).
import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatCLP } from '../../../lib/format';
import { capitalized } from './business-labels';
import { ownerLabel } from './rukan-labels';
import type { RukanProperty, RukanSubsidy } from './business-details.types';

interface AssetTableProps {
  title: string;
  empty: string;
  columns: readonly string[];
  rows: readonly ReactNode[][];
  /** Columns aligned to the end (amounts). */
  numeric?: readonly number[];
}

function AssetTable({ title, empty, columns, rows, numeric = [] }: AssetTableProps) {
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {rows.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Caption srOnly>{title}</Table.Caption>
            <Table.Header>
              <Table.Row>
                {columns.map((column, index) => (
                  <Table.ColumnHeader
                    key={column}
                    scope="col"
                    textAlign={numeric.includes(index) ? 'end' : undefined}
                  >
                    {column}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row, r) => (
                <Table.Row key={r}>
                  {row.map((value, index) => (
                    <Table.Cell
                      key={columns[index]}
                      textAlign={numeric.includes(index) ? 'end' : undefined}
                      whiteSpace={numeric.includes(index) ? 'nowrap' : undefined}
                    >
                      {value === '' || value === null ? '—' : value}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}

export function RukanSubsidiesTable({ subsidies }: { subsidies: readonly RukanSubsidy[] }) {
  return (
    <AssetTable
      title="Subsidios"
      empty="Sin subsidios registrados."
      columns={['Beneficiario', 'Subsidio', 'Año', 'Estado']}
      rows={subsidies.map((s) => [
        ownerLabel(s.owner),
        s.name,
        s.year === null ? '' : String(s.year),
        capitalized(s.status),
      ])}
    />
  );
}

export function RukanPropertiesTable({ properties }: { properties: readonly RukanProperty[] }) {
  return (
    <AssetTable
      title="Propiedades"
      empty="Sin propiedades registradas."
      columns={['Propietario', 'Comuna', 'Rol de avalúo', 'Avalúo fiscal']}
      numeric={[3]}
      rows={properties.map((p) => [
        ownerLabel(p.owner),
        p.commune ?? '',
        p.fiscal_role ?? '',
        formatCLP(p.appraisal_clp),
      ])}
    />
  );
}
