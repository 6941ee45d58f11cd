// The property form = the shared createProperty schema (the server parses with the same one) fed
// with what the inputs hold: UF amounts, surfaces, the floor and the bedrooms come as numbers from
// the money and quantity inputs, which read what a Chilean user types ('2.350,50', '2350,5' and
// '2350.5' are the same UF amount); text that is not a number comes as NaN and the schema refuses
// it with the field's message.
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

/**
 * What the inputs hold: numbers (null = blank, NaN = unreadable), text as typed, switches, and
 * the ids of the linked complements.
 */
export type PropertyFormInput = Record<DecimalField, number | null> &
  Record<(typeof TEXT_FIELDS)[number], string> &
  Record<FlagField, boolean> & {
    project_id: string;
    floor: number | null;
    bedrooms: number | null;
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

/** The shared schema over the form's values; its Spanish messages go next to their fields. */
export const propertyFormResolver: Resolver<PropertyFormInput, unknown, PropertyFormValues> = (
  values,
) => {
  const result = propertyCreateSchema.safeParse(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<PropertyFormInput> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (isPropertyField(field) && !errors[field])
      errors[field] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
