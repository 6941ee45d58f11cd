// How the money and quantity inputs read what a Chilean user types, and what they show once the
// field is left. Pure functions, so every rule is tested without a browser.
//
// The rule, in one place:
// - a comma is the decimal separator ('1499,5', '1.499,50');
// - points group thousands when every point is followed by exactly three digits and the first
//   group has no leading zero ('1.500' is 1500, '1.234.567' is 1234567);
// - a single point that does not group thousands is read as a decimal point, as a number pasted
//   from a spreadsheet in English would have it ('1499.5' is 1499,5, '0.500' is 0,5); the field
//   then shows the number the Chilean way, so the user sees at once what was understood;
// - blank is no number (null); a plus sign, letters, two commas, a point after the comma, points in
//   the wrong places or a minus sign where the field takes none make the text unreadable (NaN),
//   which the form refuses with its Spanish message for the field;
// - the field's own unit may be typed or pasted with the number ('$738.000', 'UF 1.499,50',
//   a surface followed by m², a share followed by the percent sign) and is ignored.
import { formatNumber } from '../../lib/format';

export interface NumberTextOptions {
  /** Units the user may type around the number, e.g. ['$', 'CLP'] or ['m²', 'm2']. */
  affixes?: readonly string[];
  /** Whether a leading minus is accepted (a floor below ground); money and sizes take none. */
  allowNegative?: boolean;
}

const GROUPED = /^[1-9]\d{0,2}(\.\d{3})+(,\d*)?$/;
const COMMA_DECIMAL = /^\d*(,\d*)?$/;
const POINT_DECIMAL = /^\d*\.\d+$/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function stripAffixes(text: string, affixes: readonly string[]): string {
  let rest = text;
  for (const affix of affixes) {
    const pattern = escapeRegExp(affix);
    rest = rest
      .replace(new RegExp(`^${pattern}`, 'i'), '')
      .replace(new RegExp(`${pattern}$`, 'i'), '');
  }
  return rest;
}

/**
 * The number in `text`: a number, null for blank, NaN for text that is not a number written the
 * Chilean way (see the rule above). Never throws.
 */
export function parseNumberText(text: string, options: NumberTextOptions = {}): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return null;
  let body = stripAffixes(compact, options.affixes ?? []);
  let sign = 1;
  if (body.startsWith('-')) {
    if (!options.allowNegative) return Number.NaN;
    sign = -1;
    body = body.slice(1);
  }
  if (!/\d/.test(body)) return Number.NaN;
  let plain: string;
  if (GROUPED.test(body)) plain = body.replace(/\./g, '').replace(',', '.');
  else if (COMMA_DECIMAL.test(body)) plain = body.replace(',', '.');
  else if (POINT_DECIMAL.test(body)) plain = body;
  else return Number.NaN;
  // A trailing separator ('1499,') adds nothing; Number() reads '1499.' and '.5' as JavaScript does.
  const value = Number(plain);
  return Number.isFinite(value) ? sign * value : Number.NaN;
}

export interface ShownNumberOptions {
  /** Most decimals the field shows (0 for pesos and counts). */
  decimals: number;
  /** Decimals always shown (2 for UF and m²: '1.499,50'). */
  minDecimals?: number;
}

/**
 * What the field shows once left: the number grouped with the Chilean separators. A number with
 * more decimals than the field shows is never rounded: it keeps the text as typed (or all its
 * decimals when it came from elsewhere), so the form's message about decimals sits next to what
 * the user wrote rather than next to a rounded figure.
 */
export function shownNumberText(
  value: number | null | undefined,
  typed: string,
  options: ShownNumberOptions,
): string {
  if (value === null || value === undefined) return '';
  if (Number.isNaN(value)) return typed;
  const shown = formatNumber(value, options.decimals, options.minDecimals ?? 0);
  if (parseNumberText(shown, { allowNegative: true }) === value) return shown;
  if (parseNumberText(typed, { allowNegative: true }) === value) return typed;
  return formatNumber(value, 10, options.minDecimals ?? 0);
}
