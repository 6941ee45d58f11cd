// Spanish wording of the consolidity table: the lead origins as the sales site stores them
// (lowercase Spanish, 'sala de ventas') and the share of the period with two decimals.
import { formatPercent } from '../../../lib/format';

const ORIGINS: Record<string, string> = {
  web: 'Sitio web',
  'sala de ventas': 'Sala de ventas',
  'portal inmobiliario': 'Portal inmobiliario',
  'redes sociales': 'Redes sociales',
  referido: 'Referido',
};

export function originLabel(origin: string): string {
  const key = origin.trim().toLocaleLowerCase('es-CL');
  if (!key) return 'Sin origen';
  return ORIGINS[key] ?? key.charAt(0).toLocaleUpperCase('es-CL') + key.slice(1);
}

/** The share with two decimals always, so the column lines up (see formatPercent). */
export const percentText = (value: number) => formatPercent(value, 2, 2);
