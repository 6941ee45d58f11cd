// The /business URL state: filters, the view (board or list) and the list's page. A filter change
// writes one history entry and sends the list back to page 1.
import { useCallback, useMemo } from 'react';
import { useUrlState } from '../../../lib/react/use-url-state';
import {
  filterParams,
  readBusinessUrl,
  type BusinessFilterPatch,
  type BusinessUrlState,
  type BusinessView,
} from './business-filter-state';

export interface BusinessUrl extends BusinessUrlState {
  setFilters(patch: BusinessFilterPatch): void;
  setView(view: BusinessView): void;
  setPage(page: number, options?: { replace?: boolean }): void;
}

export function useBusinessUrl(): BusinessUrl {
  const [params, setParams] = useUrlState();
  const state = useMemo(() => readBusinessUrl(params), [params]);
  const setFilters = useCallback(
    (patch: BusinessFilterPatch) => setParams(filterParams(patch)),
    [setParams],
  );
  const setView = useCallback(
    (view: BusinessView) => setParams({ vista: view === 'tablero' ? null : view, page: null }),
    [setParams],
  );
  const setPage = useCallback(
    (page: number, options?: { replace?: boolean }) =>
      setParams({ page: page > 1 ? page : null }, options),
    [setParams],
  );
  return { ...state, setFilters, setView, setPage };
}
