// How the RUT input turns what the user typed or pasted into what it shows, and where the caret
// goes. Pure functions, so the caret rules are tested without a browser.
import { cleanRut, formatRut, isValidRut } from '../../shared/rut';

/** Body of up to 8 digits plus the check digit: 99.999.999-9 covers every RUT issued. */
export const RUT_MAX_CHARS = 9;

const SIGNIFICANT = /[0-9kK]/;

/**
 * Digits and K of a typed value: K only as the last character (it is only ever a check digit) and
 * no leading zeros, so '012.345.678-5', '12345678-5' and '12 345 678 5' all read the same.
 */
export function rutCharacters(value: string): string {
  return cleanRut(value)
    .replace(/K(?!$)/g, '')
    .replace(/^0+/, '');
}

/**
 * The value shown while typing: the last character is taken as the check digit as soon as there
 * are two, so the dots and dash appear as the user goes ('1234' → '123-4', '123456785' →
 * '12.345.678-5').
 */
export function formatRutTyping(value: string): string {
  const chars = rutCharacters(value);
  if (chars.length < 2) return chars;
  const body = chars.slice(0, -1).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${body}-${chars.slice(-1)}`;
}

/** The stored form ('12.345.678-5') of a valid RUT, or null while it is not one. */
export function canonicalRut(value: string): string | null {
  return isValidRut(value) ? formatRut(rutCharacters(value)) : null;
}

/** How many digits and K's stand before `caret` in `value`, leading zeros not counted. */
export function significantBefore(value: string, caret: number): number {
  const before = [...value.slice(0, caret)].filter((char) => SIGNIFICANT.test(char)).join('');
  const leadingZeros = /^0*/.exec(cleanRut(value))?.[0].length ?? 0;
  return Math.max(0, before.length - leadingZeros);
}

/** The caret position in `formatted` right after its `count`-th digit or K. */
export function caretAfter(formatted: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (SIGNIFICANT.test(formatted.charAt(index))) seen += 1;
    if (seen === count) return index + 1;
  }
  return formatted.length;
}

export interface RutEdit {
  /** What the input shows and reports. */
  value: string;
  caret: number;
}

/**
 * The outcome of one edit: `typed` is the field's text after the browser applied the key or the
 * paste, `caret` where the browser left the caret. null: the edit would make the RUT longer than
 * any RUT, so the input keeps its previous value and caret (the key is refused, as maxLength does).
 */
export function applyRutEdit(typed: string, caret: number): RutEdit | null {
  // Counted before a misplaced K is dropped: a key typed after a final K is refused, not swapped in.
  if (cleanRut(typed).replace(/^0+/, '').length > RUT_MAX_CHARS) return null;
  const value = formatRutTyping(typed);
  return { value, caret: caretAfter(value, significantBefore(typed, caret)) };
}
