// The dashboard under its filters: reads the URL, turns it into the charts' parameters and keeps
// them fresh as records arrive. Two charts a row on wide screens, one from a tablet down.
import { useMemo } from 'react';
import { Box, Heading, SimpleGrid } from '@chakra-ui/react';
import { chileIsoDate } from '../../components/chart';
import type { FilterOption } from '../../components/filter-select/filter-select';
import { useUrlState } from '../../lib/react/use-url-state';
import { CHART_DEFINITIONS } from './dashboard-charts';
import { DashboardChart } from './dashboard-chart';
import { DashboardFilterBar } from './dashboard-filter-bar';
import { paramsOf, rangeOf, readFilters } from './dashboard-filters';
import { useDashboardRealtime } from './use-dashboard-queries';

export interface DashboardBoardProps {
  /** Admin and SuperAdmin: every agency, the agency filter and the platform-wide contact forms. */
  unscoped: boolean;
  projects: readonly FilterOption[];
  agencies: readonly FilterOption[];
  /** Today in Chile (YYYY-MM-DD); stories and tests pin it. */
  today?: string;
}

export function DashboardBoard({ unscoped, projects, agencies, today }: DashboardBoardProps) {
  const [url, setUrl] = useUrlState();
  const day = today ?? chileIsoDate();
  const filters = readFilters(url, unscoped);
  const range = rangeOf(filters, day);
  // One object while the filters' values stay: the charts are memoised, and the board renders
  // again when the pickers' options arrive (projects, agencies) with the same filters.
  const { project_id, real_state_agency_id, date_init, date_finish } = paramsOf(filters, day);
  const params = useMemo(
    () => ({ project_id, real_state_agency_id, date_init, date_finish }),
    [project_id, real_state_agency_id, date_init, date_finish],
  );
  useDashboardRealtime();
  return (
    <Box as="section" aria-labelledby="dashboard-title">
      <Heading id="dashboard-title" as="h2" size="md" mb="4" color="fg.heading">
        Dashboard
      </Heading>
      <Box mb="5">
        <DashboardFilterBar
          filters={filters}
          range={range}
          projects={projects}
          agencies={unscoped ? agencies : null}
          onChange={setUrl}
        />
      </Box>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
        {CHART_DEFINITIONS.map((definition) => (
          <DashboardChart
            key={definition.chart}
            definition={definition}
            params={params}
            unscoped={unscoped}
          />
        ))}
      </SimpleGrid>
    </Box>
  );
}
