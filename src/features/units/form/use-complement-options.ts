// The warehouses and parking lots of a project, for the home's complements (the first page of
// each list: 250, more than any project holds per home type in practice).
import { useMemo } from 'react';
import {
  ParkingLotsDocument,
  WarehousesDocument,
} from '../../../../graphql/generated/client/graphql';
import { useTypedQuery } from '../../../lib/react/use-typed-query';
import type { ComplementOption } from './complements-field';

const NONE: ComplementOption[] = [];

export function useComplementOptions(projectId: string) {
  const variables = {
    project_id: projectId,
    identifier: '',
    model: '',
    orientation: '',
    tower: '',
    visible: '',
    page: 1,
  };
  const options = { enabled: projectId !== '', staleTime: 60_000 };
  const warehouses = useTypedQuery(WarehousesDocument, variables, options);
  const lots = useTypedQuery(ParkingLotsDocument, variables, options);
  const pick = (rows: ReadonlyArray<ComplementOption> | undefined) =>
    rows ? rows.map(({ id, identifier, price }) => ({ id, identifier, price })) : NONE;
  const warehouseRows = warehouses.data?.warehouses.data;
  const lotRows = lots.data?.parkinglots.data;
  return {
    warehouses: useMemo(() => pick(warehouseRows), [warehouseRows]),
    parkingLots: useMemo(() => pick(lotRows), [lotRows]),
  };
}
