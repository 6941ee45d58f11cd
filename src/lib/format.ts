// es-CL display formatting. Everything goes through Intl with the 'es-CL' locale so grouping and
// decimal separators are the Chilean ones (1.234.567,89). Times are shown in Chile's zone by
// default: the back office is used from Chile, and a laptop set to another zone must not shift
// dates of sales and payments.
import { formatRut as formatRutValue } from '../shared/rut';

const LOCALE = 'es-CL';
export const DEFAULT_TIME_ZONE = 'America/Santiago';

type DateInput = string | number | Date | null | undefined;

// Building an Intl formatter costs far more than using one (a table of 250 prices built 250 of
// them): each set of options is built once and kept.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n${JSON.stringify(options)}`;
  const known = formatters.get(key);
  if (known instanceof Intl.NumberFormat) return known;
  const made = new Intl.NumberFormat(LOCALE, options);
  formatters.set(key, made);
  return made;
}

function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d${JSON.stringify(options)}`;
  const known = formatters.get(key);
  if (known instanceof Intl.DateTimeFormat) return known;
  const made = new Intl.DateTimeFormat(LOCALE, options);
  formatters.set(key, made);
  return made;
}

// A bare 'YYYY-MM-DD' is a calendar date, not an instant: format it in UTC so it never moves a day.
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function zoneFor(value: DateInput, timeZone: string): string {
  return typeof value === 'string' && DATE_ONLY.test(value) ? 'UTC' : timeZone;
}

/** 'dd-mm-aaaa' (05-03-2024); '' for empty or invalid input. */
export function formatDate(value: DateInput, timeZone = DEFAULT_TIME_ZONE): string {
  const date = toDate(value);
  if (!date) return '';
  return dateFormat({
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: zoneFor(value, timeZone),
  }).format(date);
}

/** 'dd-mm-aaaa HH:mm' on a 24-hour clock; '' for empty or invalid input. */
export function formatDateTime(value: DateInput, timeZone = DEFAULT_TIME_ZONE): string {
  const date = toDate(value);
  if (!date) return '';
  const time = dateFormat({
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zoneFor(value, timeZone),
  }).format(date);
  return `${formatDate(value, timeZone)} ${time}`;
}

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * Grouped number with up to `decimals` decimals and at least `minDecimals` (1.234,5; 1.234,50
 * with both at 2); '' for empty or invalid input.
 */
export function formatNumber(
  value: number | string | null | undefined,
  decimals = 0,
  minDecimals = 0,
): string {
  const n = toNumber(value);
  if (n === null) return '';
  return numberFormat({
    minimumFractionDigits: Math.min(minDecimals, decimals),
    maximumFractionDigits: decimals,
  }).format(n);
}

/**
 * Chilean pesos, integers: '$1.234.567' ('-$1.500' for negatives). No space after the sign, as
 * es-CL writes pesos and as Intl's own CLP currency format does.
 */
export function formatCLP(value: number | string | null | undefined): string {
  const n = toNumber(value);
  if (n === null) return '';
  const digits = numberFormat({ maximumFractionDigits: 0 }).format(Math.abs(Math.round(n)));
  return `${n < 0 && Math.round(n) !== 0 ? '-' : ''}$${digits}`;
}

/** Unidades de Fomento, always two decimals: 'UF 1.234,56'. */
export function formatUF(value: number | string | null | undefined): string {
  const n = toNumber(value);
  if (n === null) return '';
  return `UF ${formatNumber(n, 2, 2)}`;
}

/** An amount in the currency it is kept in: UF with decimals, pesos without. */
export function formatMoney(
  value: number | string | null | undefined,
  currency: 'UF' | 'CLP',
): string {
  return currency === 'UF' ? formatUF(value) : formatCLP(value);
}

/** A surface with two decimals, the m² sign after it (examples in format.test.ts). */
export function formatArea(value: number | string | null | undefined): string {
  const text = formatNumber(value, 2, 2);
  return text === '' ? '' : `${text} m²`;
}

/**
 * A percentage given in percent units (twelve and a half, not its fraction), up to two decimals,
 * the percent sign after a space; `minDecimals` keeps a column's decimals lined up.
 */
export function formatPercent(
  value: number | string | null | undefined,
  decimals = 2,
  minDecimals = 0,
): string {
  const text = formatNumber(value, decimals, minDecimals);
  return text === '' ? '' : `${text} %`;
}

/** '12.345.678-5', from a full RUT or a body plus check digit; the input unchanged if malformed. */
export function formatRut(
  value: string | number | null | undefined,
  dv?: string | number | null,
): string {
  if (value === null || value === undefined || value === '') return '';
  return formatRutValue(value, dv);
}
