// The property form = the shared createProperty schema (the server parses with the same one) fed
// with what a Chilean user types: '2.350,50', '2350,5' and '2350.5' are all the same UF amount.
import type { FieldErrors, Resolver } from 'react-hook-form';
import { propertyCreateSchema, type PropertyCreate } from '../../../shared/schemas/properties';

export const DECIMAL_FIELDS = [
  'price',
  'total_area',
  'municipal_area',
  'built_area',
  'terrace_area',
  'savings',
  'saving_ds15',
  'base_subsidies',
  'base_subsidie_ds15',
  'bonus_integration',
  'bonus_recruitment',
] as const;
export type DecimalField = (typeof DECIMAL_FIELDS)[number];

export const TEXT_FIELDS = [
  'identifier',
  'model',
  'orientation',
  'lots',
  'tower',
  'crm_id',
  'id_crm_movendo',
  'type',
] as const;

export const FLAG_FIELDS = [
  'visible',
  'bookeable',
  'promisable',
  'vulnerable',
  'sectores_medios',
  'show_price_from',
] as const;
export type FlagField = (typeof FLAG_FIELDS)[number];

/** What the inputs hold: text as typed, switches, and the ids of the linked complements. */
export type PropertyFormInput = Record<DecimalField, string> &
  Record<(typeof TEXT_FIELDS)[number], string> &
  Record<FlagField, boolean> & {
    project_id: string;
    floor: string;
    bedrooms: string;
    bathrooms: string;
    warehouse_ids: string[];
    parkinglot_ids: string[];
  };

export type PropertyFormValues = PropertyCreate;
export type PropertyField = keyof PropertyFormInput;

export const PROPERTY_FIELDS: readonly PropertyField[] = [
  'project_id',
  'floor',
  'bedrooms',
  'bathrooms',
  'warehouse_ids',
  'parkinglot_ids',
  ...DECIMAL_FIELDS,
  ...TEXT_FIELDS,
  ...FLAG_FIELDS,
];

export function isPropertyField(name: string): name is PropertyField {
  return (PROPERTY_FIELDS as readonly string[]).includes(name);
}

/**
 * es-CL decimal text as the schema reads it: '2.350,50' → '2350.50', '1.500' → '1500' (a point
 * followed by three digits groups thousands), '2350.5' and '55,5' stay decimals.
 */
export function normalizeDecimal(value: string): string {
  const text = value.trim().replace(/\s/g, '');
  if (text.includes(',')) return text.replace(/\./g, '').replace(',', '.');
  if (/^-?\d{1,3}(\.\d{3})+$/.test(text)) return text.replace(/\./g, '');
  return text;
}

/** The shared schema over the normalized text; its Spanish messages go next to their fields. */
export const propertyFormResolver: Resolver<PropertyFormInput, unknown, PropertyFormValues> = (
  values,
) => {
  const normalized: Record<string, unknown> = { ...values };
  for (const field of DECIMAL_FIELDS) normalized[field] = normalizeDecimal(values[field] ?? '');
  const result = propertyCreateSchema.safeParse(normalized);
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<PropertyFormInput> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (isPropertyField(field) && !errors[field])
      errors[field] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
