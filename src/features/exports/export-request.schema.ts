// The "Nueva exportación" form: what to export and its filters. Dates are typed as the user reads
// them (dd-mm-aaaa) and sent as the contract wants them (YYYY-MM-DD, scalars.graphql).
import { z } from 'zod';

const DATE_TEXT = /^(\d{2})-(\d{2})-(\d{4})$/;

/** '14-03-2025' → '2025-03-14'; null when it is not a real calendar date in that format. */
export function isoDateOf(text: string): string | null {
  const match = DATE_TEXT.exec(text.trim());
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const valid =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day);
  return valid ? `${year}-${month}-${day}` : null;
}

export const exportRequestMessages = {
  type: 'Elige qué quieres exportar.',
  date: 'Usa el formato dd-mm-aaaa, por ejemplo 14-03-2025.',
  range: 'La fecha final debe ser igual o posterior a la inicial.',
} as const;

const dateText = z
  .string()
  .trim()
  .refine((value) => value === '' || isoDateOf(value) !== null, {
    error: exportRequestMessages.date,
  });

export const exportRequestSchema = z
  .object({
    type: z.string().min(1, { error: exportRequestMessages.type }),
    project: z.string(),
    agency: z.string(),
    status: z.string(),
    rukan: z.string(),
    date_from: dateText,
    date_to: dateText,
  })
  .refine(
    (value) => {
      const from = isoDateOf(value.date_from);
      const to = isoDateOf(value.date_to);
      return !from || !to || from <= to;
    },
    { error: exportRequestMessages.range, path: ['date_to'] },
  );

export type ExportRequestValues = z.output<typeof exportRequestSchema>;

export const EMPTY_REQUEST: ExportRequestValues = {
  type: '',
  project: '',
  agency: '',
  status: '',
  rukan: '',
  date_from: '',
  date_to: '',
};
