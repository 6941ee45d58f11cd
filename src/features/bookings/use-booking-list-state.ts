// What both booking list pages do around their query: filters and page from the URL, writing
// changes back (a new filter starts at page 1), the project options, and stepping back to the
// last page when a filter leaves the current one empty.
import { useCallback, useEffect, useMemo } from 'react';
import { ProjectsRelatedToMeDocument } from '../../../graphql/generated/client/graphql';
import { useTypedQuery } from '../../lib/react/use-typed-query';
import { useUrlState } from '../../lib/react/use-url-state';
import type { StatusTable } from '../../shared/sales-status';
import { readBookingFilters, type BookingFilterPatch } from './booking-filters';

const LOOKUP = { staleTime: 5 * 60_000 } as const;

export function useBookingListState<S extends string>(table: StatusTable<S>) {
  const [params, setParams] = useUrlState();
  const filters = useMemo(() => readBookingFilters(params, table), [params, table]);
  const projects = useTypedQuery(ProjectsRelatedToMeDocument, {}, LOOKUP);
  const onFilterChange = useCallback(
    (patch: BookingFilterPatch) => setParams({ ...patch, page: null }),
    [setParams],
  );
  const onPageChange = useCallback(
    (page: number) => setParams({ page: page > 1 ? page : null }),
    [setParams],
  );
  const projectOptions = (projects.data?.projectsrelatedtome ?? []).map((project) => ({
    value: project.id,
    label: project.name,
  }));
  return { filters, projectOptions, onFilterChange, onPageChange, setParams };
}

/** Past the last page (a filter narrowed the list): show the new last page instead of nothing. */
export function useLastPageGuard(
  page: number,
  lastPage: number | undefined,
  settled: boolean,
  setParams: ReturnType<typeof useUrlState>[1],
) {
  useEffect(() => {
    if (settled && lastPage !== undefined && page > lastPage)
      setParams({ page: lastPage > 1 ? lastPage : null }, { replace: true });
  }, [settled, lastPage, page, setParams]);
}
