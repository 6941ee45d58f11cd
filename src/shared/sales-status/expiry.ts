// When an open quotation or an unpaid booking request expires (issue 31). Days are calendar days
// in Chile: a record created on local day D with a validity of N days is valid through day D+N
// and expires at the first instant of day D+N+1 in America/Santiago («Vence el» shows D+N). A
// validity of null or 0 never expires. The server's sweep and SQL (sales-expiry module) and the
// SPA's deadline text both follow this file; a test checks the SQL twin against it.

export const SALES_TIME_ZONE = 'America/Santiago';
/** The "por vencer" window of the lists: records expiring within this long from now. */
export const EXPIRING_WINDOW_MS = 48 * 3600_000;

const DAY_MS = 86_400_000;

/** A calendar day in Chile, as days since 1970-01-01 (so adding days is adding numbers). */
export type LocalDay = number;

const dayParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SALES_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Chile of an instant. */
export function localDay(instant: Date): LocalDay {
  const parts = dayParts.formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS;
}

/**
 * The first instant of a day in Chile. Chile's offsets are whole hours and its clock changes at
 * midnight, so the day starts at the first whole UTC hour that reads as that day; on the day the
 * clock jumps forward that is 01:00 local time.
 */
export function startOfLocalDay(day: LocalDay): Date {
  const midnightUtc = day * DAY_MS;
  for (let hour = -14; hour <= 14; hour += 1) {
    const candidate = new Date(midnightUtc + hour * 3600_000);
    if (localDay(candidate) === day) return candidate;
  }
  throw new Error(`no instant of day ${day} in ${SALES_TIME_ZONE}`);
}

const validDays = (validityDays: number | null | undefined): number | null =>
  validityDays && validityDays > 0 ? Math.trunc(validityDays) : null;

/** When a record created at `createdAt` expires; null when the project sets no validity. */
export function expiresAt(createdAt: Date, validityDays: number | null | undefined): Date | null {
  const days = validDays(validityDays);
  return days === null ? null : startOfLocalDay(localDay(createdAt) + days + 1);
}

/**
 * The sweep's bound: at `now`, a record of a project with this validity has expired exactly when
 * it was created before the returned instant (the start of local day today − N). Null: no
 * validity, nothing expires.
 */
export function expiryCutoff(now: Date, validityDays: number | null | undefined): Date | null {
  const days = validDays(validityDays);
  return days === null ? null : startOfLocalDay(localDay(now) - days);
}

/** dd-mm-aaaa of a local day. */
export function localDayText(day: LocalDay): string {
  const date = new Date(day * DAY_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getUTCDate())}-${two(date.getUTCMonth() + 1)}-${date.getUTCFullYear()}`;
}

export type ExpiryTone = 'expired' | 'soon' | 'later';

export interface ExpiryText {
  /** «Vencida», «Vence hoy», «Vence mañana», «Vence en 3 días», «Vence el 05-12-2026». */
  label: string;
  /** «Vence el 05-12-2026» always (the last valid day), for a tooltip or the details page. */
  date: string;
  tone: ExpiryTone;
}

/**
 * The deadline as people read it at `now`. Within a week it is counted in days (local calendar
 * days, not 24-hour spans); beyond, the last valid day is given. Past the deadline it reads
 * «Vencida» even before the sweep has changed the status.
 */
export function expiryText(expires: Date, now: Date): ExpiryText {
  const lastDay = localDay(new Date(expires.getTime() - 1));
  const date = `Vence el ${localDayText(lastDay)}`;
  if (now.getTime() >= expires.getTime()) return { label: 'Vencida', date, tone: 'expired' };
  const days = lastDay - localDay(now);
  if (days <= 0) return { label: 'Vence hoy', date, tone: 'soon' };
  if (days === 1) return { label: 'Vence mañana', date, tone: 'soon' };
  if (days <= 7)
    return { label: `Vence en ${days} días`, date, tone: days <= 2 ? 'soon' : 'later' };
  return { label: date, date, tone: 'later' };
}
