// The units the quotation quoted (spec §3: property, warehouse and parking lot with price), each
// price in UF with two decimals, and the quotation's total.
import { Table } from '@chakra-ui/react';
import { formatUF } from '../../../lib/format';
import type { QuotedUnits } from '../promises.types';

interface Line {
  key: string;
  kind: string;
  name: string;
  price: number | null;
}

function linesOf(units: QuotedUnits): Line[] {
  return units.flatMap((unit) => {
    const lines: Line[] = [];
    if (unit.property) {
      const model = unit.property.model ? ` (${unit.property.model})` : '';
      const name = `${unit.property.identifier}${model}`;
      lines.push({ key: `p${unit.id}`, kind: 'Vivienda', name, price: unit.property_price });
    }
    if (unit.warehouse)
      lines.push({
        key: `w${unit.id}`,
        kind: 'Bodega',
        name: unit.warehouse.identifier,
        price: unit.warehouse_price,
      });
    if (unit.parkinglot)
      lines.push({
        key: `e${unit.id}`,
        kind: 'Estacionamiento',
        name: unit.parkinglot.identifier,
        price: unit.parkinglot_price,
      });
    return lines;
  });
}

export function QuotedUnitsTable({ units }: { units: QuotedUnits }) {
  const total = units.reduce((sum, unit) => sum + unit.price, 0);
  return (
    <Table.Root size="sm" variant="outline">
      <Table.Caption srOnly>Unidades cotizadas</Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Tipo</Table.ColumnHeader>
          <Table.ColumnHeader>Unidad</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Precio</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {linesOf(units).map((line) => (
          <Table.Row key={line.key}>
            <Table.Cell>{line.kind}</Table.Cell>
            <Table.Cell>{line.name}</Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              {formatUF(line.price)}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
      <Table.Footer>
        <Table.Row>
          <Table.ColumnHeader colSpan={2}>Total cotizado</Table.ColumnHeader>
          <Table.Cell textAlign="end" fontWeight="semibold" whiteSpace="nowrap">
            {formatUF(Math.round(total * 100) / 100)}
          </Table.Cell>
        </Table.Row>
      </Table.Footer>
    </Table.Root>
  );
}
