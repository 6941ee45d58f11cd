import { z } from 'zod';

// The property (home) form (spec §3, §5): createProperty and editProperty are checked by the
// server with these schemas and the SPA's form reuses them. Numbers travel as numbers, bathrooms
// as text ('2', '1.5'), and the optional subsidy, savings and bonus fields as null when empty.
// The form may hand in text as typed ('2.350,50' is not accepted, '2350,50' is): blank becomes
// null, a decimal comma a point.

export const PROPERTY_TEXT_MAX = 255;
/** numeric(12,2): UF amounts stay below ten thousand million. */
const UF_MAX = 9_999_999_999.99;
/** numeric(8,2): surfaces in m². */
const AREA_MAX = 999_999.99;

export const propertyMessages = {
  projectRequired: 'Selecciona un proyecto.',
  identifierRequired: 'El identificador es obligatorio.',
  tooLong: `El texto no puede superar ${PROPERTY_TEXT_MAX} caracteres.`,
  priceRequired: 'El precio es obligatorio.',
  priceInvalid: 'El precio debe ser un número mayor que 0, en UF con hasta 2 decimales.',
  floorInvalid: 'El piso debe ser un número entero.',
  bedroomsInvalid: 'Los dormitorios deben ser un número entero entre 0 y 50.',
  bathroomsInvalid: 'Los baños deben ser un número como 2 o 1,5.',
  areaInvalid: 'La superficie debe ser un número mayor o igual a 0, con hasta 2 decimales.',
  amountInvalid: 'El monto debe ser un número en UF mayor o igual a 0, con hasta 2 decimales.',
  idInvalid: 'El identificador no es válido.',
} as const;

/** Text or number from a form or the API: blank is null, a decimal comma becomes a point. */
function toNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return null;
  if (!/^-?\d+([.,]\d+)?$/.test(text)) return Number.NaN;
  return Number(text.replace(',', '.'));
}

const hasCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** A decimal with at most two decimals between `min` and `max` (nullable, omittable). */
const decimal = (message: string, min: number, max: number, strictlyAbove = false) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: message })
      .refine((v) => Number.isFinite(v) && (strictlyAbove ? v > min : v >= min) && v <= max, {
        error: message,
      })
      .refine(hasCents, { error: message })
      .nullish(),
  );

const integer = (message: string, min: number, max: number) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, {
        error: message,
      })
      .nullish(),
  );

/** Optional text: blank means none (null); left out stays left out. */
const optionalText = () =>
  z
    .string()
    .trim()
    .max(PROPERTY_TEXT_MAX, { error: propertyMessages.tooLong })
    .nullish()
    .transform((value) => (value === '' ? null : value));

/** '2', '1,5' or '1.5' (or a number) as the stored text '2' / '1.5'; blank is null. */
const bathrooms = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z
    .string({ error: propertyMessages.bathroomsInvalid })
    .trim()
    .nullish()
    .transform((value) => (value === '' ? null : value))
    .refine((value) => value == null || /^\d{1,2}([.,]\d)?$/.test(value), {
      error: propertyMessages.bathroomsInvalid,
    })
    .transform((value) => (value == null ? value : String(Number(value.replace(',', '.'))))),
);

/** A row id as GraphQL's ID carries it (text); `required` when missing or blank. */
const idOf = (required: string = propertyMessages.idInvalid) =>
  z
    .union([z.string(), z.number()], { error: required })
    .transform((value) => String(value).trim())
    .pipe(
      z
        .string()
        .min(1, { error: required, abort: true })
        .regex(/^[1-9]\d{0,9}$/, { error: propertyMessages.idInvalid }),
    )
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, { error: propertyMessages.idInvalid }));

const identifier = z
  .string({ error: propertyMessages.identifierRequired })
  .trim()
  .min(1, { error: propertyMessages.identifierRequired })
  .max(PROPERTY_TEXT_MAX, { error: propertyMessages.tooLong });

const price = z.preprocess(
  toNumber,
  z
    .number({
      error: (issue) =>
        issue.input == null ? propertyMessages.priceRequired : propertyMessages.priceInvalid,
    })
    .refine((v) => Number.isFinite(v) && v > 0 && v <= UF_MAX && hasCents(v), {
      error: propertyMessages.priceInvalid,
    }),
);

const amount = () => decimal(propertyMessages.amountInvalid, 0, UF_MAX);
const area = () => decimal(propertyMessages.areaInvalid, 0, AREA_MAX);

/** Every field but project, identifier and price, all optional. */
export const propertyOptionalFields = {
  model: optionalText(),
  orientation: optionalText(),
  floor: integer(propertyMessages.floorInvalid, -20, 300),
  lots: optionalText(),
  bedrooms: integer(propertyMessages.bedroomsInvalid, 0, 50),
  bathrooms,
  tower: optionalText(),
  total_area: area(),
  municipal_area: area(),
  built_area: area(),
  terrace_area: area(),
  vulnerable: z.boolean().nullish(),
  sectores_medios: z.boolean().nullish(),
  visible: z.boolean().nullish(),
  bookeable: z.boolean().nullish(),
  promisable: z.boolean().nullish(),
  crm_id: optionalText(),
  id_crm_movendo: optionalText(),
  savings: amount(),
  saving_ds15: amount(),
  base_subsidies: amount(),
  base_subsidie_ds15: amount(),
  bonus_integration: amount(),
  bonus_recruitment: amount(),
  show_price_from: z.boolean().nullish(),
  type: optionalText(),
  warehouse_ids: z.array(idOf()).nullish(),
  parkinglot_ids: z.array(idOf()).nullish(),
};

/** createProperty and the /properties/create form. */
export const propertyCreateSchema = z.object({
  project_id: idOf(propertyMessages.projectRequired),
  identifier,
  price,
  ...propertyOptionalFields,
});

/**
 * editProperty and the /properties/{id}/details form: every field may be left out (unchanged);
 * identifier and price, when sent, must hold a value.
 */
export const propertyEditSchema = z.object({
  identifier: identifier.optional(),
  price: price.optional(),
  ...propertyOptionalFields,
});

export type PropertyCreateInput = z.input<typeof propertyCreateSchema>;
export type PropertyCreate = z.output<typeof propertyCreateSchema>;
export type PropertyEditInput = z.input<typeof propertyEditSchema>;
export type PropertyEdit = z.output<typeof propertyEditSchema>;
