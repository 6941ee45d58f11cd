// The *ByDate charts: one line per series, or stacked bars per pipeline stage (businessByDate),
// over every bucket of the range; days or months as the server chose.
import { axisStyle, frameStyle, type ChartTheme } from '../../components/chart';
import type { DashboardByDate, DashboardFunnel } from '../../shared/dashboard';
import type { ChartDefinition } from './dashboard-charts';
import { bucketAxisLabel, bucketLabel, dataIndexOf, formatCount } from './dashboard-format';
import { tooltipLines, type DrawnChart } from './dashboard-option-kit';

export function byDate(
  answer: DashboardByDate,
  def: ChartDefinition,
  theme: ChartTheme,
): DrawnChart {
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
      grid: { left: 8, right: 16, top: 40, bottom: 8 },
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
              smooth: 0.25,
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

/** The sales funnel in step order (sort 'none': the order is the funnel, not the sizes). */
export function funnel(answer: DashboardFunnel, theme: ChartTheme): DrawnChart {
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
          top: 44,
          bottom: 8,
          left: '8%',
          width: '70%',
          minSize: '12%',
          gap: 2,
          // Counts beside the funnel in the skin's text colour: white on the lighter palette
          // steps (orange, light navy) would not reach AA contrast.
          label: {
            position: 'right',
            color: theme.text,
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
