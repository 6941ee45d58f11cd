// Chilean RUT (Rol Único Tributario): a body of digits plus a check digit computed with módulo 11.
// Shared by the client (inputs, formatting) and the server (validation, seed data).

export interface RutParts {
  body: number;
  dv: string;
}

/** Strips dots, dashes and spaces; upper-cases a trailing k. */
export function cleanRut(value: string): string {
  return value.replace(/[^0-9kK]/g, '').toUpperCase();
}

/** The check digit ('0'-'9' or 'K') for a RUT body. */
export function rutCheckDigit(body: number | string): string {
  const digits = String(body).replace(/\D/g, '');
  let sum = 0;
  let factor = 2;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    sum += Number(digits[i]) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const rest = 11 - (sum % 11);
  if (rest === 11) return '0';
  if (rest === 10) return 'K';
  return String(rest);
}

/** Splits '12.345.678-5' (or '123456785') into body and check digit; null when malformed. */
export function parseRut(value: string): RutParts | null {
  const clean = cleanRut(value);
  // K is only ever a check digit, so it may appear only in the last position.
  if (!/^\d{1,9}[\dK]$/.test(clean)) return null;
  return { body: Number(clean.slice(0, -1)), dv: clean.slice(-1) };
}

/** True when the value is a well-formed RUT whose check digit matches its body. */
export function isValidRut(value: string): boolean {
  const parts = parseRut(value);
  return parts !== null && parts.body > 0 && rutCheckDigit(parts.body) === parts.dv;
}

/** Formats as '12.345.678-5'. Accepts a full RUT, or a body plus a separate check digit. */
export function formatRut(value: string | number, dv?: string | number | null): string {
  const parts =
    dv === undefined || dv === null
      ? parseRut(String(value))
      : parseRut(`${String(value).replace(/\D/g, '')}${String(dv)}`);
  if (!parts) return String(value);
  const body = String(parts.body).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${body}-${parts.dv}`;
}

/** Fewest body digits of a person's RUT today: a shorter one is almost always half typed. */
export const RUT_MIN_BODY_DIGITS = 7;

/**
 * Why a RUT field's value cannot be saved, in Spanish, or null when it is valid or empty (a
 * required field says so itself). Both the RUT input's forms and the server say the same thing.
 */
export function rutProblem(value: string): string | null {
  const clean = cleanRut(value).replace(/^0+/, '');
  if (clean === '') return null;
  const parts = parseRut(clean);
  if (!parts || String(parts.body).length < RUT_MIN_BODY_DIGITS) return 'RUT incompleto';
  if (rutCheckDigit(parts.body) !== parts.dv) return 'El dígito verificador no corresponde';
  return null;
}
