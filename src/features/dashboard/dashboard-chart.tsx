// One chart of the dashboard: its query, its «Tipo» select and the drawn answer in a ChartCard.
import { memo, useMemo, useState } from 'react';
import { ChartCard, useChartTheme } from '../../components/chart';
import { FilterSelect } from '../../components/filter-select/filter-select';
import { formatNumber } from '../../lib/format';
import { errorMessage } from '../../lib/network/errors';
import type { DashboardParams } from '../../shared/dashboard';
import { typeOptions, type ChartDefinition } from './dashboard-charts';
import { DashboardRequestError } from './dashboard-environment';
import { DashboardAnswerError } from './dashboard-answers';
import { drawAnswer } from './dashboard-options';
import { useDashboardChart } from './use-dashboard-queries';

export interface DashboardChartProps {
  definition: ChartDefinition;
  params: DashboardParams;
  unscoped: boolean;
}

const messageOf = (error: Error) =>
  error instanceof DashboardRequestError || error instanceof DashboardAnswerError
    ? error.message
    : errorMessage(error);

/** Memoised: the board hands every chart the same params object while its filters stay. */
export const DashboardChart = memo(DashboardChartView);

function DashboardChartView({ definition, params, unscoped }: DashboardChartProps) {
  const narrowed = params.project_id != null || params.real_state_agency_id != null;
  const options = typeOptions(definition.chart, { unscoped, narrowed });
  const [chosen, setChosen] = useState('');
  // A kind the current filters no longer allow (a project picked after «Newsletter») is dropped.
  const type = options.some((option) => option.value === chosen) ? chosen : '';
  const query = useDashboardChart(definition.chart, { ...params, type: type || null });
  const theme = useChartTheme();
  const drawn = useMemo(
    () => (query.data ? drawAnswer(query.data, definition, theme) : null),
    [query.data, definition, theme],
  );
  const status = query.isPending
    ? 'loading'
    : query.isError && !drawn
      ? 'error'
      : drawn?.empty
        ? 'empty'
        : 'ready';
  return (
    <ChartCard
      title={definition.title}
      slug={definition.slug}
      status={status}
      summary={
        query.data && 'total' in query.data ? `Total: ${formatNumber(query.data.total)}` : null
      }
      option={drawn?.option ?? null}
      table={drawn?.table ?? null}
      height={drawn?.height}
      error={query.error ? messageOf(query.error) : null}
      onRetry={() => void query.refetch()}
      actions={
        definition.typeAll && options.length > 0 ? (
          <FilterSelect
            label="Tipo"
            allLabel={definition.typeAll}
            value={type}
            options={options}
            onChange={setChosen}
          />
        ) : null
      }
    />
  );
}
