// The agency form = the shared create/edit schemas (the server parses with the same ones) plus the
// two images, which are real File objects or nothing (spec §5).
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { agencyCreateSchema, agencyEditSchema } from '../../shared/schemas/agencies';

const image = z.custom<File | null>((value) => value === null || value instanceof File).nullish();
const files = { logo: image, cover_page: image };

const createForm = agencyCreateSchema.extend(files);
const editForm = agencyEditSchema.extend(files);

export type AgencyFormInput = z.input<typeof createForm>;
export type AgencyFormValues = z.output<typeof createForm>;
export type AgencyField = keyof AgencyFormValues;

export const AGENCY_FIELDS: readonly AgencyField[] = [
  'name',
  'official_name',
  'representative',
  'address',
  'phone',
  'email',
  'url_site',
  'description',
  'orden',
  'restriction_quantity',
  'logo',
  'cover_page',
];

export function isAgencyField(field: string): field is AgencyField {
  return (AGENCY_FIELDS as readonly string[]).includes(field);
}

/** Create asks for a name; edit also for the razón social (spec §5). */
export function agencyFormResolver(
  mode: 'create' | 'edit',
): Resolver<AgencyFormInput, unknown, AgencyFormValues> {
  if (mode === 'create') return zodResolver(createForm);
  const edit = zodResolver(editForm);
  // The edit schema's input differs only in official_name; the form's field list is the same.
  return (values, context, { criteriaMode, fields, shouldUseNativeValidation }) =>
    edit({ ...values, official_name: values.official_name ?? '' }, context, {
      criteriaMode,
      fields,
      shouldUseNativeValidation,
    });
}
