// «Descargar PNG»: the chart as drawn, at twice its pixels so it stays sharp in a slide, on the
// skin's own background (a transparent PNG turns dark-skin text invisible on a white page).
import type { ChartInstance } from './echarts-core';

/** Today's calendar day in Chile as YYYY-MM-DD (en-CA formats dates that way). */
export function chileIsoDate(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Santiago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function pngFileName(slug: string, now: Date = new Date()): string {
  return `${slug}-${chileIsoDate(now)}.png`;
}

export function downloadChartPng(
  chart: Pick<ChartInstance, 'getDataURL'>,
  slug: string,
  background: string,
): void {
  const url = chart.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: background });
  const link = document.createElement('a');
  link.href = url;
  link.download = pngFileName(slug);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
