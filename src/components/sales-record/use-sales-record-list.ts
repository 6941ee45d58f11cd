// What every sales-record list page does around its query: filters and page from the URL, writing
// changes back (a new filter starts at page 1), the project options, and stepping back to the
// last page when a filter leaves the current one empty.
import { useCallback, useEffect, useMemo } from 'react';
import { ProjectsRelatedToMeDocument } from '../../../graphql/generated/client/graphql';
import { useTypedQuery } from '../../lib/react/use-typed-query';
import { useUrlState } from '../../lib/react/use-url-state';
import type { StatusTable } from '../../shared/sales-status';
import { readSalesRecordFilters, type SalesRecordFilterPatch } from './sales-record-filters';

const LOOKUP = { staleTime: 5 * 60_000 } as const;

export function useSalesRecordList<S extends string>(table: StatusTable<S>) {
  const [params, setParams] = useUrlState();
  const filters = useMemo(() => readSalesRecordFilters(params, table), [params, table]);
  // projectsrelatedtome is already scoped by the server to the viewer's agencies.
  const projects = useTypedQuery(ProjectsRelatedToMeDocument, {}, LOOKUP);
  const onFilterChange = useCallback(
    (patch: SalesRecordFilterPatch) =>
      // Typing in the search box replaces the entry: the back button skips the keystrokes.
      setParams({ ...patch, page: null }, { replace: patch.q !== undefined }),
    [setParams],
  );
  const onPageChange = useCallback(
    (page: number) => setParams({ page: page > 1 ? page : null }),
    [setParams],
  );
  const projectOptions = useMemo(
    () =>
      (projects.data?.projectsrelatedtome ?? []).map((project) => ({
        value: project.id,
        label: project.name,
      })),
    [projects.data],
  );
  return { filters, projectOptions, onFilterChange, onPageChange, setParams };
}

/** Past the last page (a shared link, fewer records now): show the last page instead of nothing. */
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
