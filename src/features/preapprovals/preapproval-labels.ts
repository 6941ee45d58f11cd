// Spanish wording of the pre-approval pages: names, RUTs and the field names of the history. The
// status labels come from the one status table (src/shared/sales-status).
import { formatNumber, formatRut } from '../../lib/format';
import { apiUrl } from '../../lib/env';

/** Field names of the history's changes (editPreapproval writes these). */
export const PREAPPROVAL_AUDIT_LABELS: Record<string, string> = {
  status: 'Estado',
  description: 'Descripción',
  document_url: 'Documento',
};

export function personName(person: { name: string; last_name?: string | null } | null): string {
  if (!person) return 'Sin cliente';
  return [person.name, person.last_name].filter(Boolean).join(' ');
}

/** '12.345.678-5' from the stored body and check digit; '' when there is none. */
export function rutText(person: { rut?: string | null; rut_dv?: string | null } | null): string {
  return formatRut(person?.rut ?? null, person?.rut_dv ?? null);
}

/** The seed and the sales site store lowercase words ('casado(a)'): shown as a label. */
export function capitalized(text: string | null | undefined): string {
  if (!text) return '';
  return text.charAt(0).toLocaleUpperCase('es-CL') + text.slice(1);
}

export function monthsText(months: number | null | undefined): string {
  if (months === null || months === undefined) return '';
  return `${formatNumber(months)} ${months === 1 ? 'mes' : 'meses'}`;
}

export function yearsText(years: number | null | undefined): string {
  if (years === null || years === undefined) return '';
  return `${formatNumber(years)} ${years === 1 ? 'año' : 'años'}`;
}

/** The document's link: the server may answer a path of its own origin ('/storage/…'). */
export function documentHref(url: string): string {
  return /^https?:\/\//i.test(url) ? url : apiUrl(url);
}
