// TanStack queries of the charts (see dashboard-chart-query.ts) and their realtime refresh.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
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
    let stopped = false;
    const stop = environment.subscribeRecords(DASHBOARD_RECORD_TYPES, () => {
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        void refreshChartsInTurn(queryClient, () => stopped);
      }, REALTIME_DEBOUNCE_MS);
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      stop();
    };
  }, [environment, queryClient]);
}

/** How long a chart's refresh may wait for an idle moment on a page that is never idle. */
export const REALTIME_IDLE_TIMEOUT_MS = 500;

const whenIdle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => resolve(), { timeout: REALTIME_IDLE_TIMEOUT_MS });
    } else setTimeout(resolve, 0);
  });

/**
 * The realtime refresh, one chart at a time, each when the page is idle. Record changes come with
 * notifications (a new contact rings the bell, issue 9: ≤ 200 ms): refetched together, the eight
 * answers land and redraw in a burst of long tasks that a delivery waits behind; in turn, it waits
 * behind one redraw at most.
 */
async function refreshChartsInTurn(queryClient: QueryClient, stopped: () => boolean) {
  // All stale at once (a chart not on screen refetches when it mounts again), active ones in turn.
  await queryClient.invalidateQueries({ queryKey: [DASHBOARD_KEY], refetchType: 'none' });
  const active = queryClient.getQueryCache().findAll({ queryKey: [DASHBOARD_KEY], type: 'active' });
  for (const query of active) {
    await whenIdle();
    if (stopped()) return;
    await queryClient.refetchQueries({ queryKey: query.queryKey, exact: true });
  }
}
