// Dashboard answers → ECharts options and the data table under each chart. Colours come from the
// skin's chart theme; every label is Spanish and every number es-CL.
import { axisStyle, frameStyle, type ChartTheme } from '../../components/chart';
import type { DashboardAnswer, DashboardByProject } from '../../shared/dashboard';
import type { ChartDefinition } from './dashboard-charts';
import { byDate, funnel } from './dashboard-date-options';
import { dataIndexOf, formatCount } from './dashboard-format';
import { tooltipLines, type DrawnChart } from './dashboard-option-kit';

export type { DrawnChart } from './dashboard-option-kit';

/** More projects than this turn the bars horizontal, so long names stay readable. */
export const HORIZONTAL_FROM = 7;
/** Bars drawn; the rest are summed into «Otros» (the table keeps every project). */
export const MAX_BARS = 12;

function byProject(
  answer: DashboardByProject,
  def: ChartDefinition,
  theme: ChartTheme,
): DrawnChart {
  const values = answer.series[0]?.values ?? [];
  const names = answer.projects.map((p) => p.name);
  const shownNames = names.slice(0, MAX_BARS);
  const shown = values.slice(0, MAX_BARS);
  const rest = values.slice(MAX_BARS);
  if (rest.length) {
    shownNames.push(`Otros (${formatCount(rest.length)} proyectos)`);
    shown.push(rest.reduce((a, b) => a + b, 0));
  }
  const horizontal = shownNames.length >= HORIZONTAL_FROM;
  const frame = frameStyle(theme);
  const category = {
    type: 'category' as const,
    data: shownNames,
    ...axisStyle(theme),
    axisLabel: {
      ...axisStyle(theme).axisLabel,
      width: horizontal ? 150 : 90,
      overflow: 'truncate' as const,
      interval: 0,
    },
    inverse: horizontal,
  };
  const value = {
    type: 'value' as const,
    minInterval: 1,
    ...axisStyle(theme),
    axisLabel: { ...axisStyle(theme).axisLabel, formatter: formatCount },
  };
  return {
    empty: answer.total === 0 || answer.projects.length === 0,
    height: horizontal ? Math.max(280, 60 + 28 * shownNames.length) : 280,
    option: {
      ...frame,
      tooltip: {
        ...frame.tooltip,
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        formatter: (params: unknown) => {
          const i = dataIndexOf(params);
          return tooltipLines(shownNames[i] ?? '', [{ name: def.unit, value: shown[i] ?? 0 }]);
        },
      },
      legend: { ...frame.legend, data: [def.unit] },
      grid: { left: 8, right: 16, top: 40, bottom: 8 },
      xAxis: horizontal ? value : category,
      yAxis: horizontal ? category : value,
      series: [
        {
          type: 'bar',
          name: def.unit,
          data: shown,
          barMaxWidth: 36,
          itemStyle: { borderRadius: horizontal ? [0, 4, 4, 0] : [4, 4, 0, 0] },
        },
      ],
    },
    table: {
      caption: `${def.unit} por proyecto`,
      columns: ['Proyecto', def.unit],
      rows: names.map((name, i) => ({ label: name, values: [formatCount(values[i] ?? 0)] })),
    },
  };
}

export function drawAnswer(
  answer: DashboardAnswer,
  def: ChartDefinition,
  theme: ChartTheme,
): DrawnChart {
  if (answer.chart === 'salesFunnelByProject') return funnel(answer, theme);
  if ('projects' in answer) return byProject(answer, def, theme);
  return byDate(answer, def, theme);
}
