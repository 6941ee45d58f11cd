// The eight chart requests of /home, started as soon as the session holds a token instead of after
// the profile, the shell, the page and the dashboard's ECharts chunk have loaded one after the
// other. They go into the charts' own query keys (dashboard-chart-query.ts) for the filters of the
// URL, so the charts find their answers waiting. Light on purpose: no ECharts, no React.
import type { QueryClient } from '@tanstack/react-query';
import { chileIsoDate } from '../../components/chart/chart-download';
import type { UrlParams } from '../../lib/react/use-url-state';
import { canAccessRoute, matchRoute, type RoleName } from '../../shared/access';
import { CHART_DEFINITIONS } from './dashboard-charts';
import { dashboardChartQuery } from './dashboard-chart-query';
import { browserDashboardEnvironment, type DashboardEnvironment } from './dashboard-environment';
import { paramsOf, readFilters, seesEveryAgency } from './dashboard-filters';

// The dashboard's endpoints are open to exactly the roles of /home (src/shared/access/rest.ts);
// the route table is already loaded, the REST one would come with this chunk.
const HOME_RULE = matchRoute('/home')?.rule ?? null;

/**
 * Whether this role may open /home and call the dashboard, so that asking before the profile
 * arrives (with the role stored at the last sign-in) is worth it. Null: wait for the profile.
 */
export function mayPrefetchDashboard(role: RoleName | null): boolean {
  return (
    role !== null &&
    HOME_RULE !== null &&
    canAccessRoute(HOME_RULE, { role, permissions: [], status: true })
  );
}

export interface DashboardPrefetchInput {
  /** The query string of /home (the dashboard's filters). */
  url: UrlParams;
  /** The viewer's role: Admin and SuperAdmin may narrow by agency. */
  role: RoleName | null;
  /** Today in Chile (YYYY-MM-DD); tests pin it. */
  today?: string;
  environment?: DashboardEnvironment;
}

/** Starts (or keeps, when fresh or in flight) each chart's query as the charts will ask it. */
export async function prefetchDashboard(
  queryClient: QueryClient,
  input: DashboardPrefetchInput,
): Promise<void> {
  const environment = input.environment ?? browserDashboardEnvironment;
  const filters = readFilters(input.url, seesEveryAgency(input.role));
  // Every chart starts without a «Tipo» (dashboard-chart.tsx): type null.
  const params = { ...paramsOf(filters, input.today ?? chileIsoDate()), type: null };
  await Promise.all(
    CHART_DEFINITIONS.map(async ({ chart }) => {
      const query = dashboardChartQuery(environment, chart, params);
      await queryClient.prefetchQuery(query);
      // A failed early request must not greet the chart with an error: left without data and
      // without an observer, it is dropped, and the chart asks again when it mounts.
      const cached = queryClient.getQueryCache().find({ queryKey: query.queryKey, exact: true });
      if (cached?.state.status === 'error' && cached.getObserversCount() === 0) {
        queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
      }
    }),
  );
}
