// What every contact list page does around its query: filters and page from the URL, writing
// changes back (a new filter starts at page 1), the dates checked, and stepping back to the last
// page when a filter leaves the current one empty.
import { useCallback, useEffect, useMemo } from 'react';
import { useUrlState } from '../../lib/react/use-url-state';
import { contactDates, readContactFilters, type ContactFilterPatch } from './contact-filters';

export function useContactListState() {
  const [params, setParams] = useUrlState();
  const filters = useMemo(() => readContactFilters(params), [params]);
  const dates = contactDates(filters);
  const onChange = useCallback(
    (patch: ContactFilterPatch) => setParams({ ...patch, page: null }),
    [setParams],
  );
  const onPageChange = useCallback(
    (page: number) => setParams({ page: page > 1 ? page : null }),
    [setParams],
  );
  return {
    filters,
    dateErrors: { from: dates.fromError, to: dates.toError },
    onChange,
    onPageChange,
    setParams,
  };
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
