// The one place that touches ECharts: only the pieces the dashboard draws are registered, so the
// bundle carries bar, line and funnel series with a grid, a tooltip and a legend, and nothing else
// (the full `echarts` entry would add several hundred kilobytes to the /home chunk). The plain
// legend (no scrolling pager) is 2 kB lighter than LegendComponent.
import { init, use as register, type ComposeOption, type EChartsType } from 'echarts/core';
import {
  BarChart,
  FunnelChart,
  LineChart,
  type BarSeriesOption,
  type FunnelSeriesOption,
  type LineSeriesOption,
} from 'echarts/charts';
import {
  GridComponent,
  LegendPlainComponent,
  TooltipComponent,
  type GridComponentOption,
  type LegendComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

register([
  BarChart,
  LineChart,
  FunnelChart,
  GridComponent,
  TooltipComponent,
  LegendPlainComponent,
  CanvasRenderer,
]);

export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | FunnelSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
>;

export type ChartInstance = EChartsType;

export function createChart(element: HTMLElement): ChartInstance {
  return init(element, null, { renderer: 'canvas' });
}

let canvasProbe: boolean | null = null;

/**
 * Whether this browser can draw on a 2D canvas. jsdom (client tests) cannot; there the card shows
 * its data table instead of a chart that would crash on its first frame.
 */
export function canDrawCharts(): boolean {
  if (canvasProbe === null) {
    try {
      canvasProbe = document.createElement('canvas').getContext('2d') !== null;
    } catch {
      canvasProbe = false;
    }
  }
  return canvasProbe;
}
