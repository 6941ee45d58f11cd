// es-CL labels of the charts' categories and values.
import { formatDate, formatNumber } from '../../lib/format';

const monthFormat = new Intl.DateTimeFormat('es-CL', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2025-03-14' → '14-03' (axis) for days, 'mar 2025' for months. */
export function bucketAxisLabel(iso: string, bucket: 'day' | 'month'): string {
  if (bucket === 'month') return monthFormat.format(new Date(`${iso}T00:00:00Z`));
  return formatDate(iso).slice(0, 5);
}

/** '14-03-2025' for days, 'mar 2025' for months (tooltips and tables). */
export function bucketLabel(iso: string, bucket: 'day' | 'month'): string {
  return bucket === 'month' ? bucketAxisLabel(iso, 'month') : formatDate(iso);
}

export const formatCount = (value: number): string => formatNumber(value);

/** Project names and stage labels go into tooltip HTML: never as markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The dataIndex of the first entry of an ECharts tooltip callback's params. */
export function dataIndexOf(params: unknown): number {
  const first: unknown = Array.isArray(params) ? params[0] : params;
  const index = typeof first === 'object' && first !== null ? Reflect.get(first, 'dataIndex') : 0;
  return typeof index === 'number' ? index : 0;
}
