// One page of the tab's list. The three queries share the filters; only the open tab's runs.
import { useMemo } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { usePrefetchTypedQuery, useTypedQuery } from '../../../lib/react/use-typed-query';
import { LIST_DOCUMENTS, type ListVariables } from './units-cache';
import { toUnitRow, type UnitKind, type UnitPage } from '../units.types';

export function useUnitsList(kind: UnitKind, variables: ListVariables) {
  const ready = variables.project_id !== '';
  const options = { placeholderData: keepPreviousData };
  // The open tab's page is requested as the page starts rendering, not after it has mounted.
  usePrefetchTypedQuery(LIST_DOCUMENTS.property, variables, ready && kind === 'property');
  usePrefetchTypedQuery(LIST_DOCUMENTS.warehouse, variables, ready && kind === 'warehouse');
  usePrefetchTypedQuery(LIST_DOCUMENTS.parkinglot, variables, ready && kind === 'parkinglot');
  const homes = useTypedQuery(LIST_DOCUMENTS.property, variables, {
    ...options,
    enabled: ready && kind === 'property',
  });
  const warehouses = useTypedQuery(LIST_DOCUMENTS.warehouse, variables, {
    ...options,
    enabled: ready && kind === 'warehouse',
  });
  const lots = useTypedQuery(LIST_DOCUMENTS.parkinglot, variables, {
    ...options,
    enabled: ready && kind === 'parkinglot',
  });
  const query = kind === 'property' ? homes : kind === 'warehouse' ? warehouses : lots;

  const page = useMemo<UnitPage | null>(() => {
    const raw =
      kind === 'property'
        ? homes.data?.properties
        : kind === 'warehouse'
          ? warehouses.data?.warehouses
          : lots.data?.parkinglots;
    if (!raw) return null;
    return { ...raw, data: raw.data.map((row) => toUnitRow(kind, row)) };
  }, [kind, homes.data, warehouses.data, lots.data]);

  return {
    page: ready ? page : null,
    loading: ready && query.isFetching,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
