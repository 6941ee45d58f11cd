// The cached pages of the three unit lists, patched in place after a switch or a grouped change
// (spec §7: lists update local state) so 250 rows change without waiting for a refetch.
import type { QueryClient } from '@tanstack/react-query';
import {
  ParkingLotsDocument,
  PropertiesDocument,
  WarehousesDocument,
  type ParkingLotsQuery,
  type PropertiesQuery,
  type WarehousesQuery,
} from '../../../../graphql/generated/client/graphql';
import { queryKeyFor } from '../../../lib/query-client';
import type { listVariables } from './units-filters';
import type { UnitFlag, UnitKind } from '../units.types';

export type ListVariables = ReturnType<typeof listVariables>;
export type FlagPatch = Partial<Record<UnitFlag, boolean>>;

export const LIST_DOCUMENTS = {
  property: PropertiesDocument,
  warehouse: WarehousesDocument,
  parkinglot: ParkingLotsDocument,
} as const;

function patched<R extends { id: string }>(rows: R[], ids: ReadonlySet<string>, patch: FlagPatch) {
  return rows.map((row) => (ids.has(row.id) ? { ...row, ...patch } : row));
}

export function patchUnits(
  client: QueryClient,
  kind: UnitKind,
  variables: ListVariables,
  ids: ReadonlySet<string>,
  patch: FlagPatch,
): void {
  if (kind === 'property')
    client.setQueryData<PropertiesQuery>(queryKeyFor(PropertiesDocument, variables), (old) =>
      old
        ? { properties: { ...old.properties, data: patched(old.properties.data, ids, patch) } }
        : old,
    );
  else if (kind === 'warehouse')
    client.setQueryData<WarehousesQuery>(queryKeyFor(WarehousesDocument, variables), (old) =>
      old
        ? { warehouses: { ...old.warehouses, data: patched(old.warehouses.data, ids, patch) } }
        : old,
    );
  else
    client.setQueryData<ParkingLotsQuery>(queryKeyFor(ParkingLotsDocument, variables), (old) =>
      old
        ? { parkinglots: { ...old.parkinglots, data: patched(old.parkinglots.data, ids, patch) } }
        : old,
    );
}
