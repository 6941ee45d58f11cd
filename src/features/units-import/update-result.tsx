// The outcome of an update by sheet: what the server says it did, and every unit it changed
// (50 to a page), so the user can check the new prices without leaving the wizard.
import { Box, Table } from '@chakra-ui/react';
import { useId, useMemo } from 'react';
import type { SheetUpdate } from '../../../machines/units-import/units-import.types';
import { FormAlert } from '../../components/form-alert';
import { Pagination } from '../../components/pagination/pagination';
import { formatUF } from '../../lib/format';
import { useLocalPage } from './local-page';

interface ChangedUnit {
  key: string;
  kind: string;
  identifier: string;
  price: number;
}

export function changedUnits(update: SheetUpdate): ChangedUnit[] {
  return [
    ...update.properties.map((u) => ({ ...u, key: `p${u.id}`, kind: 'Vivienda' })),
    ...update.warehouses.map((u) => ({ ...u, key: `w${u.id}`, kind: 'Bodega' })),
    ...update.parkinglots.map((u) => ({ ...u, key: `e${u.id}`, kind: 'Estacionamiento' })),
  ];
}

export function UpdateResult({ update }: { update: SheetUpdate }) {
  const captionId = useId();
  const units = useMemo(() => changedUnits(update), [update]);
  const { rows, info, setPage } = useLocalPage(units);
  return (
    <>
      <FormAlert status="success" title="Unidades actualizadas">
        {update.info}
      </FormAlert>
      {units.length > 0 ? (
        <Box>
          <Box
            id={captionId}
            textStyle="sm"
            fontWeight="medium"
            mb="2"
          >{`Unidades cambiadas (${units.length.toLocaleString('es-CL')})`}</Box>
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
                  <Table.ColumnHeader>Tipo</Table.ColumnHeader>
                  <Table.ColumnHeader>Identificador</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Precio</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((unit) => (
                  <Table.Row key={unit.key}>
                    <Table.Cell>{unit.kind}</Table.Cell>
                    <Table.Cell fontWeight="medium">{unit.identifier}</Table.Cell>
                    <Table.Cell textAlign="end">{formatUF(unit.price)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          {info.last_page > 1 ? <Pagination page={info} onPageChange={setPage} /> : null}
        </Box>
      ) : null}
    </>
  );
}
