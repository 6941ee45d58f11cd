// Spanish (es-CL) texts of the financing's sentences, kept here so the server and the SPA say the
// same thing without the shared code importing either side's formatters.

const number = (decimals: number) =>
  new Intl.NumberFormat('es-CL', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });

const whole = number(0);
const cents = number(2);
const percent = number(1);

/** '$1.234.567', or '$39.485,65' with decimals. */
export function pesosText(value: number, decimals: 0 | 2 = 0): string {
  const text = (decimals ? cents : whole).format(Math.abs(value));
  return `${value < 0 ? '-' : ''}$${text}`;
}

/** 'UF 1.234,56'. */
export function ufText(value: number | null): string {
  return value === null ? '' : `UF ${cents.format(value)}`;
}

/** A fraction as '18,5 %'. */
export function percentText(fraction: number): string {
  return `${percent.format(fraction * 100)} %`;
}

/** 'aaaa-mm-dd' as 'dd-mm-aaaa'. */
export function dayText(isoDay: string): string {
  const [y, m, d] = isoDay.split('-');
  return y && m && d ? `${d}-${m}-${y}` : isoDay;
}
