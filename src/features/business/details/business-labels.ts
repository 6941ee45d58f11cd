// Spanish wording shared by the cards of the business details page: names, RUTs, yes/no and the
// lowercase words the sales site stores ('cónyuge', 'arrendada') shown as labels.
import { formatNumber, formatRut } from '../../../lib/format';

export function personName(person: { name: string; last_name?: string | null } | null): string {
  if (!person) return 'Sin cliente';
  return [person.name, person.last_name].filter(Boolean).join(' ');
}

/** '12.345.678-5' from the stored body and check digit; '' when there is none. */
export function rutText(person: { rut?: string | null; rut_dv?: string | null } | null): string {
  return formatRut(person?.rut ?? null, person?.rut_dv ?? null);
}

export function capitalized(text: string | null | undefined): string {
  if (!text) return '';
  return text.charAt(0).toLocaleUpperCase('es-CL') + text.slice(1);
}

export const yesNo = (value: boolean) => (value ? 'Sí' : 'No');

export function yearsText(years: number | null | undefined): string {
  if (years === null || years === undefined) return '';
  return `${formatNumber(years)} ${years === 1 ? 'año' : 'años'}`;
}
