// Payments are CLP integers paid at the UF value of that day (ARCHITECTURE §3): the pages show the
// pesos, the UF value used (with its decimals, as the Banco Central publishes it), what the payment
// was worth in UF, and the gateway's dates, which come as a day for some fields and an instant for
// others.
import { formatDate, formatDateTime, formatNumber, formatUF } from './format';

/** '$38.912,45': the UF value in pesos, with the decimals formatCLP would round away. */
export function ufValueText(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return `$${formatNumber(value, 2)}`;
}

/** 'UF 6,42' for $250.000 at $38.912,45; '' when either is missing or the UF value is 0. */
export function pesosInUF(pesos: number | null | undefined, ufValue: number | null | undefined) {
  if (pesos === null || pesos === undefined || !ufValue) return '';
  return formatUF(pesos / ufValue);
}

/** A day stays a day ('17-03-2025'); an instant gets its time; '' when the gateway sent none. */
export function gatewayDate(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  return formatDateTime(value) || value;
}
