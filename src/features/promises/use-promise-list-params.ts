// The URL of a promise list: project, status, search and page (?project=, ?status=, ?q=, ?page=).
// Blank filters are sent as empty strings (spec §5); a new filter goes back to the first page.
import { useCallback, useEffect } from 'react';
import { readPage, useUrlState } from '../../lib/react/use-url-state';
import type { PromiseFilterValues } from './promises.types';

export function usePromiseListParams() {
  const [params, setParams] = useUrlState();
  const page = readPage(params['page']);
  const filters: PromiseFilterValues = {
    project: params['project'] ?? '',
    status: params['status'] ?? '',
    search: params['q'] ?? '',
  };
  const variables = {
    page,
    project_id: filters.project,
    status: filters.status,
    search: filters.search,
  };
  const onFilterChange = useCallback(
    (patch: Partial<PromiseFilterValues>) =>
      setParams(
        {
          ...(patch.project !== undefined ? { project: patch.project } : {}),
          ...(patch.status !== undefined ? { status: patch.status } : {}),
          ...(patch.search !== undefined ? { q: patch.search } : {}),
          page: null,
        },
        // Typing in the search box replaces the entry: the back button skips the keystrokes.
        { replace: patch.search !== undefined },
      ),
    [setParams],
  );
  const onPageChange = useCallback(
    (next: number) => setParams({ page: next > 1 ? next : null }),
    [setParams],
  );
  return { page, filters, variables, onFilterChange, onPageChange, setParams };
}

/** A page past the end (a shared link, fewer records now) shows the last page instead of nothing. */
export function useLastPageFix(
  page: number,
  lastPage: number | undefined,
  settled: boolean,
  setParams: ReturnType<typeof usePromiseListParams>['setParams'],
) {
  useEffect(() => {
    if (settled && lastPage !== undefined && page > lastPage)
      setParams({ page: lastPage > 1 ? lastPage : null }, { replace: true });
  }, [settled, lastPage, page, setParams]);
}
