// A list's sort kept in the URL (`?sort=-price`) beside its filters and page: a reload or a shared
// link shows the same order, a page change keeps it, and a new sort goes back to the first page.
import { useCallback, useMemo } from 'react';
import { useUrlState } from '../../lib/react/use-url-state';
import type { TableSort } from './sort-header';

export function useUrlSort(): TableSort {
  const [params, setParams] = useUrlState();
  const value = params.sort?.trim() || null;
  const onChange = useCallback(
    (next: string | null) => setParams({ sort: next, page: null }),
    [setParams],
  );
  return useMemo(() => ({ value, onChange }), [value, onChange]);
}

/** The query's `sort` variable: absent without a sort, so the list keeps its own order. */
export const sortVariable = (sort: TableSort): { sort?: string } =>
  sort.value ? { sort: sort.value } : {};
