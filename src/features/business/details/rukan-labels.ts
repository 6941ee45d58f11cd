// Spanish wording of the Rukan record: who owns a subsidy or property, the residence tenure, the
// validity marker and the free-form rural housing program shown key by key.
import { formatDate } from '../../../lib/format';
import { capitalized, yesNo } from './business-labels';
import type { RukanRecord } from './business-details.types';

const OWNERS: Record<string, string> = {
  holder: 'Titular',
  partner: 'Pareja',
  member: 'Integrante',
};

/** holder | partner | member in Spanish; an unknown code as stored. */
export const ownerLabel = (owner: string) => OWNERS[owner] ?? owner;

const TENURES: Record<string, string> = {
  propia: 'Propia',
  arrendada: 'Arrendada',
  cedida: 'Cedida',
  allegado: 'Allegado(a)',
};

export const tenureLabel = (tenure: string | null) =>
  tenure ? (TENURES[tenure] ?? capitalized(tenure)) : '';

export interface Validity {
  label: string;
  tone: 'green' | 'red';
}

/** «Vigente hasta 10-02-2026», «Vigente» without a known expiry, or «Vencido». */
export function rukanValidity(record: Pick<RukanRecord, 'vigente' | 'valid_until'>): Validity {
  if (!record.vigente) return { label: 'Vencido', tone: 'red' };
  const until = formatDate(record.valid_until);
  return { label: until ? `Vigente hasta ${until}` : 'Vigente', tone: 'green' };
}

/** 'postulaciones_previas' → 'Postulaciones previas'. */
export const keyLabel = (key: string) => capitalized(key.replace(/[_-]+/g, ' ').trim());

/** A value of the program's JSON as text: yes/no, numbers and text as they are, the rest as JSON. */
export function jsonText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return yesNo(value);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

// JSON.parse gives plain objects only, so any non-null, non-array object is a string-keyed record.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The program's JSON as label–value pairs, or null when it is not an object to list. */
export function jsonEntries(value: unknown): Array<[string, string]> | null {
  if (!isRecord(value)) return null;
  return Object.entries(value).map(([key, item]) => [keyLabel(key), jsonText(item)]);
}
