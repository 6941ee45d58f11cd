// The quoted homes with their warehouse and parking lot, each at the UF price quoted then, and
// the total. Each unit links to its own details page.
import { Link as ChakraLink, Table, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { formatUF } from '../../lib/format';
import type { QuotedUnit } from './quotations.types';

interface Line {
  key: string;
  kind: string;
  identifier: string;
  href: string | null;
  detail: string;
  price: number | null;
}

function linesOf(unit: QuotedUnit): Line[] {
  const home = unit.property;
  const detail = [
    home?.model,
    home?.floor !== null && home?.floor !== undefined ? `Piso ${home.floor}` : null,
    home?.orientation,
  ]
    .filter(Boolean)
    .join(' · ');
  const lines: Line[] = [
    {
      key: `${unit.id}-home`,
      kind: 'Vivienda',
      identifier: home?.identifier ?? '—',
      href: home ? `/properties/${home.id}/details` : null,
      detail,
      price: unit.property_price,
    },
  ];
  if (unit.warehouse)
    lines.push({
      key: `${unit.id}-warehouse`,
      kind: 'Bodega',
      identifier: unit.warehouse.identifier,
      href: `/warehouses/${unit.warehouse.id}/details`,
      detail: '',
      price: unit.warehouse_price,
    });
  if (unit.parkinglot)
    lines.push({
      key: `${unit.id}-parking`,
      kind: 'Estacionamiento',
      identifier: unit.parkinglot.identifier,
      href: `/parkinglots/${unit.parkinglot.id}/details`,
      detail: '',
      price: unit.parkinglot_price,
    });
  return lines;
}

export function QuotedUnitsTable({ units }: { units: readonly QuotedUnit[] }) {
  if (units.length === 0) return <Text color="fg.muted">La cotización no tiene unidades.</Text>;
  const total = units.reduce((sum, unit) => sum + unit.price, 0);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Caption srOnly>Unidades cotizadas</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">Unidad</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Identificador</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Detalle</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              Precio cotizado
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {units.flatMap(linesOf).map((line) => (
            <Table.Row key={line.key}>
              <Table.Cell>{line.kind}</Table.Cell>
              <Table.Cell>
                {line.href ? (
                  <ChakraLink asChild colorPalette="primary">
                    <Link href={line.href} aria-label={`${line.kind} ${line.identifier}`}>
                      {line.identifier}
                    </Link>
                  </ChakraLink>
                ) : (
                  line.identifier
                )}
              </Table.Cell>
              <Table.Cell color="fg.muted">{line.detail || '—'}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {line.price === null ? '—' : formatUF(line.price)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row>
            <Table.Cell colSpan={3} fontWeight="semibold">
              Total cotizado
            </Table.Cell>
            <Table.Cell textAlign="end" fontWeight="semibold" whiteSpace="nowrap">
              {formatUF(total)}
            </Table.Cell>
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  );
}
