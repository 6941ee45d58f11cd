// Dashboard answers → ECharts options and the data table under each chart. Colours come from the
// skin's chart theme; every label is Spanish and every number es-CL.
import {
  axisStyle,
  frameStyle,
  type ChartOption,
  type ChartTable,
  type ChartTheme,
} from '../../components/chart';
import type {
  DashboardAnswer,
  DashboardByDate,
  DashboardByProject,
  DashboardFunnel,
} from '../../shared/dashboard';
import type { ChartDefinition } from './dashboard-charts';
import {
  bucketAxisLabel,
  bucketLabel,
  dataIndexOf,
  escapeHtml,
  formatCount,
} from './dashboard-format';

export interface DrawnChart {
  option: ChartOption;
  table: ChartTable;
  empty: boolean;
  /** Taller for many horizontal bars. */
  height: number;
}

/** More projects than this turn the bars horizontal, so long names stay readable. */
export const HORIZONTAL_FROM = 7;
/** Bars drawn; the rest are summed into «Otros» (the table keeps every project). */
export const MAX_BARS = 12;

const tooltipLines = (title: string, lines: { name: string; value: number; color?: string }[]) =>
  [
    `<strong>${escapeHtml(title)}</strong>`,
    ...lines.map((l) => `${escapeHtml(l.name)}: <strong>${formatCount(l.value)}</strong>`),
  ].join('<br/>');

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
      grid: { left: 8, right: 16, top: 12, bottom: 36 },
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

function byDate(answer: DashboardByDate, def: ChartDefinition, theme: ChartTheme): DrawnChart {
  const stacked = answer.chart === 'businessByDate';
  const frame = frameStyle(theme);
  const single = answer.series.length === 1;
  return {
    empty: answer.total === 0,
    height: 280,
    option: {
      ...frame,
      tooltip: {
        ...frame.tooltip,
        trigger: 'axis',
        formatter: (params: unknown) => {
          const i = dataIndexOf(params);
          const date = answer.dates[i] ?? '';
          return tooltipLines(
            bucketLabel(date, answer.bucket),
            answer.series.map((s) => ({ name: s.label, value: s.values[i] ?? 0 })),
          );
        },
      },
      legend: { ...frame.legend, data: answer.series.map((s) => s.label) },
      grid: { left: 8, right: 16, top: 12, bottom: 36 },
      xAxis: {
        type: 'category',
        data: answer.dates,
        ...axisStyle(theme),
        axisLabel: {
          ...axisStyle(theme).axisLabel,
          formatter: (iso: string) => bucketAxisLabel(iso, answer.bucket),
        },
      },
      yAxis: {
        type: 'value',
        minInterval: 1,
        ...axisStyle(theme),
        axisLabel: { ...axisStyle(theme).axisLabel, formatter: formatCount },
      },
      series: answer.series.map((s) =>
        stacked
          ? {
              type: 'bar' as const,
              name: s.label,
              stack: 'etapas',
              data: s.values,
              barMaxWidth: 24,
            }
          : {
              type: 'line' as const,
              name: s.label,
              data: s.values,
              smooth: true,
              showSymbol: answer.dates.length <= 31,
              areaStyle: single ? { opacity: 0.12 } : undefined,
            },
      ),
    },
    table: {
      caption: `${def.unit} por ${answer.bucket === 'day' ? 'día' : 'mes'}`,
      columns: [answer.bucket === 'day' ? 'Fecha' : 'Mes', ...answer.series.map((s) => s.label)],
      rows: answer.dates.map((date, i) => ({
        label: bucketLabel(date, answer.bucket),
        values: answer.series.map((s) => formatCount(s.values[i] ?? 0)),
      })),
    },
  };
}

function funnel(answer: DashboardFunnel, theme: ChartTheme): DrawnChart {
  const frame = frameStyle(theme);
  const first = answer.steps[0]?.value ?? 0;
  const share = (value: number) =>
    first > 0 ? ` (${formatCount(Math.round((value / first) * 100))} %)` : '';
  return {
    empty: answer.steps.every((s) => s.value === 0),
    height: 280,
    option: {
      ...frame,
      tooltip: {
        ...frame.tooltip,
        trigger: 'item',
        formatter: (params: unknown) => {
          const step = answer.steps[dataIndexOf(params)];
          return step
            ? tooltipLines(step.label, [{ name: 'Total', value: step.value }]) + share(step.value)
            : '';
        },
      },
      legend: { ...frame.legend, data: answer.steps.map((s) => s.label) },
      series: [
        {
          type: 'funnel',
          sort: 'none',
          top: 12,
          bottom: 44,
          left: '10%',
          width: '80%',
          minSize: '12%',
          gap: 2,
          label: {
            position: 'inside',
            color: '#ffffff',
            formatter: (p: unknown) => formatCount(answer.steps[dataIndexOf(p)]?.value ?? 0),
          },
          data: answer.steps.map((s) => ({ name: s.label, value: s.value })),
        },
      ],
    },
    table: {
      caption: 'Embudo de ventas',
      columns: ['Etapa', 'Total'],
      rows: answer.steps.map((s) => ({
        label: s.label,
        values: [formatCount(s.value) + share(s.value)],
      })),
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
