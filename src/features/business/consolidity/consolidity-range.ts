// The consolidity period as it lives in the URL (?desde=aaaa-mm-dd&hasta=aaaa-mm-dd, what the
// date inputs give and the contract takes). Without it, the current month in Chile: the report
// is read at month's end to see where this month's leads came from.
import { DATE_RANGE_HINT } from '../../../lib/date-text';
import type { UrlParams } from '../../../lib/react/use-url-state';

export interface ConsolidityRange {
  /** aaaa-mm-dd */
  from: string;
  to: string;
  /** Spanish reason the range cannot be asked, or null. */
  error: string | null;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// The day in Chile, not in the laptop's zone: near midnight they may be different months.
const chileDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Santiago',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function currentMonth(now: Date = new Date()): { from: string; to: string } {
  const today = chileDay.format(now);
  const [year = 0, month = 1] = today.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = today.slice(0, 7);
  return { from: `${prefix}-01`, to: `${prefix}-${String(lastDay).padStart(2, '0')}` };
}

/** True for a real calendar date written aaaa-mm-dd. */
export function isIsoDate(text: string | undefined): text is string {
  const match = text ? ISO_DATE.exec(text) : null;
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 0));
  return date.getUTCMonth() === (month ?? 1) - 1 && date.getUTCDate() === day;
}

/** The range in the URL; a missing or malformed end takes the current month's. */
export function readConsolidityRange(params: UrlParams, now?: Date): ConsolidityRange {
  const month = currentMonth(now);
  const desde = params['desde'];
  const hasta = params['hasta'];
  const from = isIsoDate(desde) ? desde : month.from;
  const to = isIsoDate(hasta) ? hasta : month.to;
  return { from, to, error: from > to ? DATE_RANGE_HINT : null };
}
