// Shared pieces of the dashboard's ECharts options: what a drawn chart is and its tooltip text.
import type { ChartOption, ChartTable } from '../../components/chart';
import { escapeHtml, formatCount } from './dashboard-format';

export interface DrawnChart {
  option: ChartOption;
  table: ChartTable;
  empty: boolean;
  /** Taller for many horizontal bars. */
  height: number;
}

/** A tooltip: a bold title, then one «name: value» line each (names escaped: they are data). */
export const tooltipLines = (title: string, lines: { name: string; value: number }[]) =>
  [
    `<strong>${escapeHtml(title)}</strong>`,
    ...lines.map((l) => `${escapeHtml(l.name)}: <strong>${formatCount(l.value)}</strong>`),
  ].join('<br/>');
