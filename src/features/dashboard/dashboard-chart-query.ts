// The query of one chart, shared by the chart on screen (useDashboardChart) and the prefetch that
// starts the eight requests before the dashboard's chunk (ECharts) arrives: one key and one parse,
// so an answer fetched early is the very entry the chart reads. Keys are ['dashboard', chart,
// params]: a filter change is a new key, and one invalidation of ['dashboard'] refreshes them all.
import { queryOptions } from '@tanstack/react-query';
import type { DashboardChart, DashboardParams } from '../../shared/dashboard';
import { parseAnswer } from './dashboard-charts';
import type { DashboardEnvironment } from './dashboard-environment';

export const DASHBOARD_KEY = 'dashboard';

export function dashboardChartQuery(
  environment: DashboardEnvironment,
  chart: DashboardChart,
  params: DashboardParams,
) {
  return queryOptions({
    queryKey: [DASHBOARD_KEY, chart, params],
    queryFn: async ({ signal }) =>
      parseAnswer(chart, await environment.fetchChart(chart, params, signal)),
    // Counts only change through record changes, which refetch at once (useDashboardRealtime).
    staleTime: 60_000,
    retry: 1,
  });
}
