// Dates typed as people in Chile read them (dd-mm-aaaa, 14-03-2025) and sent as the contract
// wants them (aaaa-mm-dd). Filters in the URL keep the typed form, so a shared link reads as typed.

const DATE_TEXT = /^(\d{2})-(\d{2})-(\d{4})$/;

export const DATE_TEXT_HINT = 'Usa el formato dd-mm-aaaa, por ejemplo 14-03-2025.';
export const DATE_RANGE_HINT = 'La fecha final debe ser igual o posterior a la inicial.';

/** '14-03-2025' → '2025-03-14'; null when it is not a real calendar date in that format. */
export function isoDateOf(text: string): string | null {
  const match = DATE_TEXT.exec(text.trim());
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const real =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day);
  return real ? `${year}-${month}-${day}` : null;
}

export interface DateRangeCheck {
  /** aaaa-mm-dd of each end, '' when blank or wrong (a wrong end filters nothing). */
  from: string;
  to: string;
  fromError: string | null;
  toError: string | null;
}

/** Reads a dd-mm-aaaa range: each end may be blank; a reversed range filters by neither end. */
export function checkDateRange(fromText: string, toText: string): DateRangeCheck {
  const from = fromText.trim() === '' ? '' : isoDateOf(fromText);
  const to = toText.trim() === '' ? '' : isoDateOf(toText);
  const fromError = from === null ? DATE_TEXT_HINT : null;
  const toError = to === null ? DATE_TEXT_HINT : null;
  if (from && to && from > to)
    return { from: '', to: '', fromError: null, toError: DATE_RANGE_HINT };
  return { from: from ?? '', to: to ?? '', fromError, toError };
}
