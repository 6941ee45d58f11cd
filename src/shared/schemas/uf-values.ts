import { z } from 'zod';
import { localDay } from '../sales-status/expiry';

// The UF of one day as Admin types it (the «Valores UF» form and setUfValue): a real calendar
// day written dd-mm-aaaa or aaaa-mm-dd, and pesos per UF above zero with at most two decimals.

export const ufValueMessages = {
  dateRequired: 'Ingresa la fecha (dd-mm-aaaa).',
  dateInvalid: 'La fecha no existe o no tiene el formato dd-mm-aaaa.',
  valueRequired: 'Ingresa el valor de la UF.',
  valuePositive: 'El valor de la UF debe ser mayor que cero.',
  valueDecimals: 'El valor de la UF admite a lo más 2 decimales.',
  valueTooLarge: 'El valor de la UF es demasiado grande.',
  notFound: 'No hay un valor UF para esa fecha.',
} as const;

/** The largest value numeric(10, 2) holds. */
export const UF_VALUE_MAX = 99_999_999.99;

const DMY = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/;
const YMD = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** 'dd-mm-aaaa', 'dd/mm/aaaa' or 'aaaa-mm-dd' as 'aaaa-mm-dd'; null when it is no real day. */
export function isoDay(text: string): string | null {
  const trimmed = text.trim();
  const dmy = DMY.exec(trimmed);
  const ymd = YMD.exec(trimmed);
  const parts = dmy ? [dmy[3], dmy[2], dmy[1]] : ymd ? [ymd[1], ymd[2], ymd[3]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day;
  return real ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/** Today in Chile, 'aaaa-mm-dd'. */
export function todayInChile(now = new Date()): string {
  return new Date(localDay(now) * 86_400_000).toISOString().slice(0, 10);
}

/** Whether a UF value has at most two decimals, binary noise aside. */
export function hasCents(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

export const ufValueSchema = z
  .number({ error: ufValueMessages.valueRequired })
  .refine((v) => Number.isFinite(v) && v > 0, ufValueMessages.valuePositive)
  .refine((v) => v <= UF_VALUE_MAX, ufValueMessages.valueTooLarge)
  .refine(hasCents, ufValueMessages.valueDecimals);

export const ufDaySchema = z
  .string({ error: ufValueMessages.dateRequired })
  .trim()
  .min(1, ufValueMessages.dateRequired)
  .transform((text, ctx) => {
    const day = isoDay(text);
    if (day === null) {
      ctx.addIssue({ code: 'custom', message: ufValueMessages.dateInvalid });
      return z.NEVER;
    }
    return day;
  });

export const setUfValueSchema = z.object({ date: ufDaySchema, value: ufValueSchema });
export type SetUfValueInput = z.input<typeof setUfValueSchema>;
