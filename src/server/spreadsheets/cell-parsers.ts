import { rutCheckDigit } from '../../shared/rut';

// How Chilean sheets write values, read leniently but never by guessing: numbers '1.234,5',
// '1234.5', '1.234' (thousands) and '12,5'; UF amounts with or without 'UF'; SI/NO flags; dates
// dd-mm-aaaa or dd/mm/aaaa or Excel serials; RUTs with or without dots and dash. Empty is null.
// A number that cannot be read is NaN; anything else that cannot be read is INVALID.

export const INVALID: unique symbol = Symbol('invalid');
export type Parsed<T> = T | null | typeof INVALID;

/** What a cell or a JSON field may hold. */
export type CellInput = string | number | boolean | Date | null | undefined;

const isBlank = (value: CellInput): value is null | undefined | '' =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

const PLAIN = /^-?\d+(\.\d+)?$/;
const DOT_THOUSANDS = /^-?[1-9]\d{0,2}(\.\d{3})+$/;
const COMMA_DECIMAL = /^-?\d+,\d+$/;
const DOT_THOUSANDS_COMMA_DECIMAL = /^-?[1-9]\d{0,2}(\.\d{3})+,\d+$/;

/** '1.234,5', '1234.5', '1.234' (= 1234), '12,5' or a number cell; NaN when not a number. */
export function parseChileanNumber(value: CellInput): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (isBlank(value)) return null;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim();
  // A dot followed by exactly three digits is a thousands separator in Chile ('1.450' UF).
  if (DOT_THOUSANDS.test(text)) return Number(text.replaceAll('.', ''));
  if (PLAIN.test(text)) return Number(text);
  if (COMMA_DECIMAL.test(text)) return Number(text.replace(',', '.'));
  if (DOT_THOUSANDS_COMMA_DECIMAL.test(text)) {
    return Number(text.replaceAll('.', '').replace(',', '.'));
  }
  return Number.NaN;
}

const UF_MARK = /^UF\s*|\s*UF$/gi;

/** A UF amount: a number, optionally written 'UF 1.450,50' or '1.450,50 UF'. */
export function parseUf(value: CellInput): number | null {
  if (typeof value === 'string' && /uf/i.test(value)) {
    return parseChileanNumber(value.trim().replace(UF_MARK, ''));
  }
  return parseChileanNumber(value);
}

/** True when a number has at most `places` decimals (ignoring binary noise). */
export function hasAtMostDecimals(value: number, places: number): boolean {
  const scaled = value * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

const TRUE_WORDS = new Set(['SI', 'TRUE', 'VERDADERO', '1', 'X']);
const FALSE_WORDS = new Set(['NO', 'FALSE', 'FALSO', '0']);

// A sheet repeats the same few words thousands of times: each is read once.
const wordCache = new Map<string, boolean | typeof INVALID>();

/** SI/NO (with or without accent), true/false, verdadero/falso, 1/0, or a boolean cell. */
export function parseBoolean(value: CellInput): Parsed<boolean> {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : INVALID;
  if (isBlank(value)) return null;
  if (typeof value !== 'string') return INVALID;
  const known = wordCache.get(value);
  if (known !== undefined) return known;
  const word = withoutAccents(value.trim()).toUpperCase();
  const flag = TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : INVALID;
  if (wordCache.size < 1000) wordCache.set(value, flag);
  return flag;
}

const DAY = 86_400_000;

/** An Excel serial day number (1900 system, or 1904) as a UTC date and time. */
export function excelSerialToDate(serial: number, date1904 = false): Date {
  // The 1900 system counts a 29 February 1900 that never was: serials before it are a day off.
  const epoch = date1904
    ? Date.UTC(1904, 0, 1)
    : serial < 60
      ? Date.UTC(1899, 11, 31)
      : Date.UTC(1899, 11, 30);
  return new Date(epoch + Math.round(serial * DAY));
}

const DMY = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/;
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

function calendarDay(year: number, month: number, day: number): Date | typeof INVALID {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 ? date : INVALID;
}

/** dd-mm-aaaa, dd/mm/aaaa, aaaa-mm-dd, a date cell or an Excel serial: the day at UTC midnight. */
export function parseDate(value: CellInput): Parsed<Date> {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return INVALID;
    return new Date(Date.UTC(value.getUTCFullYear(), value.getUTCMonth(), value.getUTCDate()));
  }
  if (typeof value === 'number') {
    return Number.isFinite(value) && value >= 1 ? parseDate(excelSerialToDate(value)) : INVALID;
  }
  if (isBlank(value)) return null;
  if (typeof value !== 'string') return INVALID;
  const text = value.trim();
  const dmy = DMY.exec(text);
  if (dmy) return calendarDay(Number(dmy[3]), Number(dmy[2]), Number(dmy[1]));
  const ymd = YMD.exec(text);
  if (ymd) return calendarDay(Number(ymd[1]), Number(ymd[2]), Number(ymd[3]));
  return INVALID;
}

const RUT = /^(\d{1,3}(?:\.\d{3}){1,2}|\d{1,9})-?([\dkK])$/;

/** '12.345.678-5', '12345678-5' or '123456785' with a valid check digit, as '12345678-5'. */
export function parseRut(value: CellInput): Parsed<string> {
  if (isBlank(value)) return null;
  if (typeof value !== 'string' && typeof value !== 'number') return INVALID;
  const match = RUT.exec(String(value).trim());
  if (!match) return INVALID;
  const body = Number(match[1]!.replaceAll('.', ''));
  const dv = match[2]!.toUpperCase();
  return body > 0 && rutCheckDigit(body) === dv ? `${body}-${dv}` : INVALID;
}

export function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** A header as a key: 'Baños', 'banos' and 'BAÑOS' match; so do 'Precio UF' and 'precio_uf'. */
export function normalizeHeader(value: CellInput): string {
  if (value === null || value === undefined) return '';
  return withoutAccents(String(value))
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** A cell as the user typed it, for messages: «12,5,0», «1450,505», «VERDADERO». */
export function displayCell(value: CellInput): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (typeof value === 'boolean') return value ? 'VERDADERO' : 'FALSO';
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(value.getUTCDate())}-${pad(value.getUTCMonth() + 1)}-${value.getUTCFullYear()}`;
  }
  return value.length > 60 ? `${value.slice(0, 57)}…` : value;
}
