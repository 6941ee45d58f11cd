export { ChartCard, type ChartCardProps, type ChartStatus } from './chart-card';
export type { ChartTable } from './chart-table';
export {
  axisStyle,
  chartThemeFor,
  frameStyle,
  useChartTheme,
  type ChartTheme,
} from './chart-theme';
export { chileIsoDate, pngFileName } from './chart-download';
export type { ChartOption } from './echarts-core';
