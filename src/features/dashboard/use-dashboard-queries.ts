// TanStack queries of the charts (see dashboard-chart-query.ts) and their realtime refresh.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DashboardChart, DashboardParams } from '../../shared/dashboard';
import { DASHBOARD_KEY, dashboardChartQuery } from './dashboard-chart-query';
import { useDashboardEnvironment } from './dashboard-environment';

/** Records the charts count: a change of one of these may move a number on screen. */
export const DASHBOARD_RECORD_TYPES = [
  'quotation',
  'booking_request',
  'promise_request',
  'contact',
  'prospect',
] as const;

/**
 * A burst of changes (an import of 500 quotations) refetches once, this long after its first
 * change. Counted from the first, not the last: a steady stream must not postpone it forever.
 */
export const REALTIME_DEBOUNCE_MS = 1_000;

export function useDashboardChart(chart: DashboardChart, params: DashboardParams) {
  const environment = useDashboardEnvironment();
  return useQuery(dashboardChartQuery(environment, chart, params));
}

export function useDashboardRealtime() {
  const environment = useDashboardEnvironment();
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = environment.subscribeRecords(DASHBOARD_RECORD_TYPES, () => {
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        void queryClient.invalidateQueries({ queryKey: [DASHBOARD_KEY] });
      }, REALTIME_DEBOUNCE_MS);
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [environment, queryClient]);
}
