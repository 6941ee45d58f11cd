// The project editor's rules: the SHARED createProject/editProject schemas (the server parses with
// the same ones), reached from the shape the inputs hold. The money and quantity inputs give
// numbers already read the Chilean way (null = none, NaN = text that is not a number, which the
// shared schema refuses with the field's message), so the form's values go through
// `toSharedInput` and then through the shared schema; its messages land on the same field names. Form-only: region and province of the cascade, the files of the
// create page and the agency Admin must choose.
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  AMENITY_KEYS,
  CONTACT_PURPOSES,
  projectCreateSchema,
  projectEditSchema,
  projectMessages,
  type AmenityKey,
} from '../../../shared/schemas/projects';

const file = z.custom<File>((value) => value instanceof File);
const maybeFile = file.nullable();
const text = z.string();
/** What a money or quantity input holds: a number, null when blank, NaN when unreadable. */
const numeric = z.custom<number | null>((value) => value === null || typeof value === 'number');

const amenityShape = Object.fromEntries(AMENITY_KEYS.map((key) => [key, z.boolean()])) as Record<
  AmenityKey,
  z.ZodBoolean
>;

const formShape = z.object({
  // General
  name: text,
  type: text,
  slug: text,
  real_state_agency_id: text,
  project_status_id: text,
  project_stage_type_id: text,
  description: text,
  summary: text,
  orden: numeric,
  visible: z.boolean(),
  important: z.boolean(),
  deliver_date: text,
  // Ubicación
  region_id: text,
  province_id: text,
  commune_id: text,
  address: text,
  latitude: text,
  longitude: text,
  // Precios y características
  price_from: numeric,
  bedrooms_from: numeric,
  bathrooms_from: numeric,
  area_from: numeric,
  type_property: text,
  promotions: text,
  renta_minima: numeric,
  // Amenidades
  ...amenityShape,
  // Reserva y promesa
  quotation_validity: numeric,
  reserve_validity: numeric,
  reserve_type: text,
  reserve_currency: text,
  reserve_amount: numeric,
  promises_type: text,
  legal_quote_text: text,
  // CRM
  integration_crm: z.boolean(),
  crm_id: text,
  crm_zp: text,
  crm_email: text,
  reserve_crm: text,
  reserve_crm_zp: text,
  google_sheet_id: text,
  google_sheet_payment: text,
  chatbot_url: text,
  sales_room: text,
  video_youtube_id: text,
  show_logo_realstate: z.boolean(),
  show_section_news: z.boolean(),
  // Ejecutivos y contactos
  executivename: text,
  executivephone: text,
  executiveemail: text,
  executives: z.array(z.object({ name: text, phone: text, email: text })),
  contact_emails: z.array(
    z.object({
      purpose: z.enum(CONTACT_PURPOSES),
      email: text,
      name: text,
      photo: maybeFile,
      photo_media_id: text.nullable(),
      /** The stored photo, shown while no new file is chosen (never sent). */
      photo_url: text.nullable(),
    }),
  ),
  // Relacionados, subsidios y planes adicionales
  relatedprojects: z.array(text),
  subsidies: z.array(text),
  sell_subsidies: z.boolean(),
  projectadditional: z.array(z.object({ additional_plan_type_id: text, quantity: numeric })),
  // Claves de pago (Admin)
  api_key: text,
  secret_key: text,
  // Medios (create page)
  logo: maybeFile,
  cover_page: maybeFile,
  gallery: z.array(file),
  brochure: maybeFile,
  nube360: maybeFile,
  nube360_url: text,
  tour360: maybeFile,
  tour360_url: text,
});

export type ProjectFormInput = z.input<typeof formShape>;
export type ProjectFormField = keyof ProjectFormInput;

/** A select's '' is "none". */
const idOrNull = (value: string) => (value === '' ? null : value);

/** The form's values in the shape the shared schema (and the mutation) take. */
function toSharedInput(values: ProjectFormInput) {
  const { region_id: _region, province_id: _province, ...rest } = values;
  return {
    ...rest,
    real_state_agency_id: idOrNull(values.real_state_agency_id),
    project_status_id: idOrNull(values.project_status_id),
    project_stage_type_id: idOrNull(values.project_stage_type_id),
    commune_id: idOrNull(values.commune_id),
    contact_emails: values.contact_emails.map(({ photo_url: _url, photo, ...entry }) => ({
      ...entry,
      photo: photo ?? undefined,
    })),
  };
}

const files = {
  logo: maybeFile,
  cover_page: maybeFile,
  gallery: z.array(file),
  brochure: maybeFile,
  nube360: maybeFile,
  tour360: maybeFile,
};

export interface ProjectFormRules {
  mode: 'create' | 'edit';
  /** Admin creates for any agency, so the agency must be chosen; scoped roles create in theirs. */
  requireAgency: boolean;
}

const createShape = projectCreateSchema.extend(files);
const editShape = projectEditSchema.omit({ id: true }).extend(files);

/**
 * The shared schema's verdict on the form's values, its issues kept on their fields, plus the
 * form's own rule: Admin creates for any agency, so the agency must be chosen.
 */
export function projectFormSchema(rules: ProjectFormRules) {
  // One output type for both modes: edit's extra optionality (name, type) covers create's.
  const shared: z.ZodType<z.output<typeof editShape>> =
    rules.mode === 'create' ? createShape : editShape;
  return formShape.transform((values, ctx) => {
    const result = shared.safeParse(toSharedInput(values));
    const agencyMissing =
      rules.requireAgency && rules.mode === 'create' && values.real_state_agency_id === '';
    if (agencyMissing)
      ctx.addIssue({
        code: 'custom',
        path: ['real_state_agency_id'],
        message: projectMessages.agencyRequired,
      });
    if (!result.success)
      for (const issue of result.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return result.success && !agencyMissing ? result.data : z.NEVER;
  });
}

export type ProjectFormValues = z.output<ReturnType<typeof projectFormSchema>>;

export function projectFormResolver(
  rules: ProjectFormRules,
): Resolver<ProjectFormInput, unknown, ProjectFormValues> {
  return zodResolver(projectFormSchema(rules));
}
