import { z } from 'zod';

// The agency form (spec §3, §5): the server validates createRealStateAgency and
// editRealStateAgency with these schemas and the SPA's form reuses them, so both say the same.

export const AGENCY_TEXT_MAX = 255;
export const AGENCY_DESCRIPTION_MAX = 5000;

export const agencyMessages = {
  nameRequired: 'El nombre es obligatorio.',
  officialNameRequired: 'La razón social es obligatoria.',
  tooLong: `El texto no puede superar ${AGENCY_TEXT_MAX} caracteres.`,
  descriptionTooLong: `La descripción no puede superar ${AGENCY_DESCRIPTION_MAX} caracteres.`,
  emailInvalid: 'Ingresa un correo electrónico válido.',
  urlInvalid: 'Ingresa una dirección web válida que comience con http:// o https://.',
  ordenInvalid: 'El orden debe ser un número entero mayor o igual a 0.',
  quantityInvalid: 'La cantidad de proyectos debe ser un número entero mayor o igual a 0.',
  logoInvalid: 'El logo debe ser una imagen JPG, PNG o WebP.',
  coverInvalid: 'La portada debe ser una imagen JPG, PNG o WebP.',
} as const;

const requiredText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(AGENCY_TEXT_MAX, { error: agencyMessages.tooLong });

/** Optional text: blank means "none" (null); left out (undefined) stays undefined. */
const optionalText = (max = AGENCY_TEXT_MAX, message: string = agencyMessages.tooLong) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .nullish()
    .transform((value) => (value === '' ? null : value));

const isEmail = (value: string) => z.email().safeParse(value).success;

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const count = (message: string) =>
  z.number({ error: message }).int({ error: message }).min(0, { error: message }).nullish();

const agencyFields = {
  name: requiredText(agencyMessages.nameRequired),
  official_name: optionalText(),
  representative: optionalText(),
  address: optionalText(),
  phone: optionalText(),
  email: optionalText().refine((value) => value == null || isEmail(value), {
    error: agencyMessages.emailInvalid,
  }),
  description: optionalText(AGENCY_DESCRIPTION_MAX, agencyMessages.descriptionTooLong),
  url_site: optionalText().refine((value) => value == null || isWebAddress(value), {
    error: agencyMessages.urlInvalid,
  }),
  orden: count(agencyMessages.ordenInvalid),
  restriction_quantity: count(agencyMessages.quantityInvalid),
};

/** `createRealStateAgency` (spec §5: name required). */
export const agencyCreateSchema = z.object(agencyFields);

/** `editRealStateAgency` (spec §5: name and official_name required). */
export const agencyEditSchema = z.object({
  ...agencyFields,
  official_name: requiredText(agencyMessages.officialNameRequired),
});

export type AgencyCreateInput = z.input<typeof agencyCreateSchema>;
export type AgencyCreate = z.output<typeof agencyCreateSchema>;
export type AgencyEditInput = z.input<typeof agencyEditSchema>;
export type AgencyEdit = z.output<typeof agencyEditSchema>;
