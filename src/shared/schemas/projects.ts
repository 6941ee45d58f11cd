import { z } from 'zod';
import { CONTACT_PURPOSES, RESERVE_CURRENCIES } from './project-labels';
import {
  PROJECT_AREA_MAX,
  PROJECT_BEDROOMS_MAX,
  PROJECT_LONG_TEXT_MAX,
  PROJECT_PRICE_MAX,
  PROJECT_TEXT_MAX,
  projectMessages,
} from './project-messages';

export * from './project-labels';
export * from './project-messages';

// createProject / editProject (spec §3, §5): the arguments as they travel (files aside), checked
// the same way by the project editor and by the server. Existence and access checks (agency,
// commune, subsidies, related projects) need the database and are the server's.

const m = projectMessages;

/** Blank text is "none" (null); left out (undefined) stays undefined. */
const optionalText = (max = PROJECT_TEXT_MAX, tooLong: string = m.tooLong) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((value) => (value === '' ? null : value));

const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(PROJECT_TEXT_MAX, {
    error: m.tooLong,
  });

const isEmail = (value: string) => z.email().safeParse(value).success;

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const optionalEmail = optionalText().refine((v) => v == null || isEmail(v), {
  error: m.emailInvalid,
});
const optionalUrl = optionalText(2000).refine((v) => v == null || isWebAddress(v), {
  error: m.urlInvalid,
});

const hasAtMostTwoDecimals = (value: number) =>
  Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const int = (message: string, min: number, max: number) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, {
    error: message,
  });

/** Positive integer ids, as GraphQL's ID carries them (text). */
export const projectIdSchema = z
  .union([z.string(), z.number()], { error: m.idInvalid })
  .transform(String)
  .pipe(
    z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,9}$/, { error: m.idInvalid }),
  )
  .transform(Number)
  .pipe(z.number().max(2_147_483_647, { error: m.idInvalid }));

/** A coordinate as text (spec §5); a decimal comma is accepted and stored with a point. */
const coordinate = (limit: number, message: string) =>
  optionalText(40)
    .transform((value) => (value == null ? value : value.replace(',', '.')))
    .refine(
      (value) =>
        value == null ||
        (/^[+-]?\d{1,3}(\.\d{1,12})?$/.test(value) && Math.abs(Number(value)) <= limit),
      { error: message },
    );

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A sent list replaces the project's list; an explicit null clears it, absent keeps it. */
const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((value) => (value === null ? [] : value));

export const projectExecutiveSchema = z.object({
  name: requiredText(m.executiveNameRequired),
  phone: optionalText(),
  email: optionalEmail,
});

export const projectContactEmailSchema = z.object({
  purpose: z.enum(CONTACT_PURPOSES, { error: m.purposeInvalid }),
  email: z
    .string({ error: m.contactEmailRequired })
    .trim()
    .toLowerCase()
    .min(1, { error: m.contactEmailRequired })
    .refine(isEmail, { error: m.emailInvalid }),
  name: optionalText(),
  /** The photo file itself: the server reads it (by content), the schema only carries it. */
  photo: z.unknown().optional(),
  photo_media_id: projectIdSchema.nullish(),
});

export const projectAdditionalSchema = z.object({
  additional_plan_type_id: projectIdSchema,
  quantity: int(m.quantityInvalid, 1, 10_000)
    .nullish()
    .transform((value) => value ?? 1),
});

/** Payment keys change only when sent non-empty: blank means "keep". */
const paymentKey = z
  .string()
  .trim()
  .max(500, { error: m.keyTooLong })
  .nullish()
  .transform((value) => (value ? value : undefined));

// Fields that are NOT NULL in the database: on edit, null or absent both keep the value.
const keep = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((value) => (value === null ? undefined : value));

const priceFrom = z
  .number({ error: m.priceFromInvalid })
  .gt(0, { error: m.priceFromInvalid })
  .max(PROJECT_PRICE_MAX, { error: m.priceFromTooBig })
  .refine(hasAtMostTwoDecimals, { error: m.priceFromDecimals });
const bedroomsFrom = int(m.bedroomsInvalid, 0, PROJECT_BEDROOMS_MAX);
const areaFrom = z
  .number({ error: m.areaInvalid })
  .gt(0, { error: m.areaInvalid })
  .max(PROJECT_AREA_MAX, { error: m.areaTooBig });

const flag = keep(z.boolean());

const projectFields = {
  real_state_agency_id: projectIdSchema.nullish(),
  orden: keep(int(m.ordenInvalid, 0, 1_000_000)),
  description: optionalText(PROJECT_LONG_TEXT_MAX, m.longTextTooLong),
  summary: optionalText(PROJECT_LONG_TEXT_MAX, m.longTextTooLong),
  quotation_validity: int(m.validityInvalid, 0, 3650).nullish(),
  reserve_validity: int(m.validityInvalid, 0, 3650).nullish(),
  project_status_id: projectIdSchema.nullish(),
  project_stage_type_id: projectIdSchema.nullish(),
  commune_id: projectIdSchema.nullish(),
  address: optionalText(),
  latitude: coordinate(90, m.latitudeInvalid),
  longitude: coordinate(180, m.longitudeInvalid),
  type_property: optionalText(),
  crm_id: optionalText(),
  crm_zp: optionalText(),
  crm_email: optionalEmail,
  bathrooms_from: int(m.bathroomsInvalid, 0, PROJECT_BEDROOMS_MAX).nullish(),
  deliver_date: optionalText(10, m.deliverDateInvalid).refine((v) => v == null || isRealDate(v), {
    error: m.deliverDateInvalid,
  }),
  important: flag,
  visible: flag,
  legal_quote_text: optionalText(PROJECT_LONG_TEXT_MAX, m.longTextTooLong),
  promises_type: optionalText(),
  reserve_type: optionalText(),
  reserve_currency: optionalText().refine(
    (v) => v == null || (RESERVE_CURRENCIES as readonly string[]).includes(v),
    {
      error: m.currencyInvalid,
    },
  ),
  reserve_amount: z
    .number({ error: m.reserveAmountInvalid })
    .min(0, { error: m.reserveAmountInvalid })
    .max(1_000_000_000, { error: m.reserveAmountInvalid })
    .refine(hasAtMostTwoDecimals, { error: m.reserveAmountInvalid })
    .nullish(),
  chatbot_url: optionalUrl,
  slug: optionalText(100, m.slugInvalid).refine(
    (v) => v == null || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v),
    { error: m.slugInvalid },
  ),
  show_logo_realstate: flag,
  show_section_news: flag,
  integration_crm: flag,
  promotions: optionalText(PROJECT_LONG_TEXT_MAX, m.longTextTooLong),
  renta_minima: z
    .union([z.number(), z.literal(''), z.null()], { error: m.rentaInvalid })
    .optional()
    .transform((value) => (value === '' ? null : value))
    .pipe(int(m.rentaInvalid, 0, 1_000_000_000).nullish()),
  video_youtube_id: optionalText(11, m.youtubeInvalid).refine(
    (v) => v == null || /^[A-Za-z0-9_-]{11}$/.test(v),
    { error: m.youtubeInvalid },
  ),
  sales_room: optionalText(),
  google_sheet_id: optionalText(),
  google_sheet_payment: optionalText(),
  reserve_crm: optionalText(),
  reserve_crm_zp: optionalText(),
  executivename: optionalText(),
  executiveemail: optionalEmail,
  executivephone: optionalText(),
  exercise_area: flag,
  green_area: flag,
  bikers: flag,
  games_accessibility: flag,
  calisthenics_area: flag,
  stores: flag,
  events_room: flag,
  clean_points: flag,
  elevators: flag,
  controlled_access: flag,
  quincho: flag,
  swimming_pool: flag,
  hospital: flag,
  subway_station: flag,
  executives: list(projectExecutiveSchema),
  contact_emails: list(projectContactEmailSchema),
  subsidies: list(projectIdSchema),
  relatedprojects: list(projectIdSchema),
  projectadditional: list(projectAdditionalSchema),
  sell_subsidies: keep(z.boolean()),
  api_key: paymentKey,
  secret_key: paymentKey,
  nube360_url: optionalUrl,
  tour360_url: optionalUrl,
};

/** `createProject` (spec §5: name, type, price_from, bedrooms_from, area_from required). */
export const projectCreateSchema = z.object({
  ...projectFields,
  name: requiredText(m.nameRequired),
  type: requiredText(m.typeRequired),
  price_from: priceFrom,
  bedrooms_from: bedroomsFrom,
  area_from: areaFrom,
});

/** `editProject` (spec §5: id, price_from, bedrooms_from, area_from required). */
export const projectEditSchema = z.object({
  ...projectFields,
  id: projectIdSchema,
  name: keep(requiredText(m.nameRequired)),
  type: keep(requiredText(m.typeRequired)),
  price_from: priceFrom,
  bedrooms_from: bedroomsFrom,
  area_from: areaFrom,
});

export type ProjectCreateInput = z.input<typeof projectCreateSchema>;
export type ProjectCreate = z.output<typeof projectCreateSchema>;
export type ProjectEditInput = z.input<typeof projectEditSchema>;
export type ProjectEdit = z.output<typeof projectEditSchema>;
