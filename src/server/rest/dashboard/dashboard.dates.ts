// Calendar arithmetic on Chile days as 'YYYY-MM-DD' strings. Days are counted in UTC so no
// daylight-saving shift of America/Santiago can make a day 23 or 25 hours long.

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day number of a valid 'YYYY-MM-DD', or null for anything else (2025-02-30 included). */
export function dayNumber(value: string): number | null {
  const match = ISO_DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1) return null;
  if (back.getUTCDate() !== day) return null;
  return time / DAY_MS;
}

export const isoOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Today in Chile (the dashboard's default range ends there). */
export function chileToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(now);
}

export function addDays(iso: string, days: number): string {
  return isoOfDay((dayNumber(iso) ?? 0) + days);
}

export const monthOf = (iso: string): string => `${iso.slice(0, 7)}-01`;

export function nextMonth(iso: string): string {
  const [year, month] = [Number(iso.slice(0, 4)), Number(iso.slice(5, 7))];
  return isoOfDay(Date.UTC(year, month, 1) / DAY_MS);
}

/** Every day (or every month's first day) from `from` to `to`, both included. */
export function bucketsOf(from: string, to: string, bucket: 'day' | 'month'): string[] {
  const out: string[] = [];
  if (bucket === 'day') {
    const last = dayNumber(to) ?? 0;
    for (let day = dayNumber(from) ?? 0; day <= last; day++) out.push(isoOfDay(day));
    return out;
  }
  for (let month = monthOf(from); month <= to; month = nextMonth(month)) out.push(month);
  return out;
}

/** A slice of the range read from one grain of the rollups: 'm' rows by month, 'd' by day. */
export interface Segment {
  grain: 'd' | 'm';
  from: string;
  to: string;
}

/**
 * The fewest rollup rows that cover [from, to] exactly: the whole months inside it from the
 * monthly rows, the partial months at either end from the daily ones.
 */
export function segmentsOf(from: string, to: string): Segment[] {
  const firstFull = from === monthOf(from) ? from : nextMonth(from);
  const afterLastFull = addDays(to, 1) === nextMonth(to) ? nextMonth(to) : monthOf(to);
  if (firstFull >= afterLastFull) return [{ grain: 'd', from, to }];
  const segments: Segment[] = [];
  if (from < firstFull) segments.push({ grain: 'd', from, to: addDays(firstFull, -1) });
  segments.push({ grain: 'm', from: firstFull, to: addDays(afterLastFull, -1) });
  if (afterLastFull <= to) segments.push({ grain: 'd', from: afterLastFull, to });
  return segments;
}
