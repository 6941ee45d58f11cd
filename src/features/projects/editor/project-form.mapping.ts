// Between the server's project, the form's values and the mutations' variables (spec §5: empty
// promotions and renta_minima go as null, latitude and longitude as text, files only when real).
import type {
  CreateProjectMutationVariables,
  EditProjectMutationVariables,
} from '../../../../graphql/generated/client/graphql';
import {
  AMENITY_KEYS,
  type ContactPurpose,
  CONTACT_PURPOSES,
} from '../../../shared/schemas/projects';
import type { ProjectFormInput, ProjectFormValues } from './project-form.schema';
import type { ProjectDetail } from '../projects.types';

const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));
/** Numbers stay numbers: the money and quantity inputs show them the Chilean way. */
const numeric = (value: number | null | undefined) => value ?? null;
const isPurpose = (value: string): value is ContactPurpose =>
  (CONTACT_PURPOSES as readonly string[]).includes(value);

export function projectDefaults(project?: ProjectDetail | null): ProjectFormInput {
  const amenities = Object.fromEntries(
    AMENITY_KEYS.map((key) => [key, project?.[key] ?? false]),
  ) as Pick<ProjectFormInput, (typeof AMENITY_KEYS)[number]>;
  return {
    name: text(project?.name),
    type: text(project?.type),
    slug: text(project?.slug),
    real_state_agency_id: text(project?.real_state_agency_id),
    project_status_id: text(project?.project_status_id),
    project_stage_type_id: text(project?.project_stage_type_id),
    description: text(project?.description),
    summary: text(project?.summary),
    orden: numeric(project?.orden),
    visible: project?.visible ?? true,
    important: project?.important ?? false,
    deliver_date: text(project?.deliver_date),
    region_id: text(project?.commune?.province?.region_id),
    province_id: text(project?.commune?.province_id),
    commune_id: text(project?.commune_id),
    address: text(project?.address),
    latitude: text(project?.latitude),
    longitude: text(project?.longitude),
    price_from: numeric(project?.price_from),
    bedrooms_from: numeric(project?.bedrooms_from),
    bathrooms_from: numeric(project?.bathrooms_from),
    area_from: numeric(project?.area_from),
    type_property: text(project?.type_property),
    promotions: text(project?.promotions),
    renta_minima: numeric(project?.renta_minima),
    ...amenities,
    quotation_validity: numeric(project?.quotation_validity),
    reserve_validity: numeric(project?.reserve_validity),
    reserve_type: text(project?.reserve_type),
    reserve_currency: text(project?.reserve_currency),
    reserve_amount: numeric(project?.reserve_amount),
    promises_type: text(project?.promises_type),
    legal_quote_text: text(project?.legal_quote_text),
    integration_crm: project?.integration_crm ?? false,
    crm_id: text(project?.crm_id),
    crm_zp: text(project?.crm_zp),
    crm_email: text(project?.crm_email),
    reserve_crm: text(project?.reserve_crm),
    reserve_crm_zp: text(project?.reserve_crm_zp),
    google_sheet_id: text(project?.google_sheet_id),
    google_sheet_payment: text(project?.google_sheet_payment),
    chatbot_url: text(project?.chatbot_url),
    sales_room: text(project?.sales_room),
    video_youtube_id: text(project?.video_youtube_id),
    show_logo_realstate: project?.show_logo_realstate ?? true,
    show_section_news: project?.show_section_news ?? false,
    executivename: text(project?.executivename),
    executivephone: text(project?.executivephone),
    executiveemail: text(project?.executiveemail),
    executives: (project?.executives ?? []).map((executive) => ({
      name: executive.name,
      phone: text(executive.phone),
      email: text(executive.email),
    })),
    contact_emails: (project?.contact_emails ?? []).flatMap((entry) =>
      isPurpose(entry.purpose)
        ? [
            {
              purpose: entry.purpose,
              email: entry.email,
              name: text(entry.name),
              photo: null,
              photo_media_id: entry.photo?.id ?? null,
              photo_url: entry.photo?.url ?? null,
            },
          ]
        : [],
    ),
    relatedprojects: (project?.relatedprojects ?? []).map((related) => related.id),
    subsidies: (project?.subsidies ?? []).map((subsidy) => subsidy.id),
    sell_subsidies: project?.restriction?.sell_subsidies ?? false,
    projectadditional: (project?.projectadditional ?? []).map((plan) => ({
      additional_plan_type_id: plan.additional_plan_type_id,
      quantity: plan.quantity,
    })),
    api_key: '',
    secret_key: '',
    logo: null,
    cover_page: null,
    gallery: [],
    brochure: null,
    nube360: null,
    nube360_url: '',
    tour360: null,
    tour360_url: '',
  };
}

/** Files go only when the user chose one; the rest of the values are the shared schema's output. */
function common(values: ProjectFormValues) {
  const { logo, cover_page, gallery, brochure, nube360, tour360, contact_emails, ...fields } =
    values;
  return {
    ...fields,
    contact_emails: contact_emails?.map(({ photo, ...entry }) => ({
      ...entry,
      photo: photo instanceof File ? photo : undefined,
    })),
    logo: logo ?? undefined,
    cover_page: cover_page ?? undefined,
    gallery: gallery.length > 0 ? gallery : undefined,
    brochure: brochure ?? undefined,
    nube360: nube360 ?? undefined,
    tour360: tour360 ?? undefined,
  };
}

export function createVariables(values: ProjectFormValues): CreateProjectMutationVariables {
  const { name, type, ...rest } = common(values);
  // The create schema has already required both.
  return { ...rest, name: name ?? '', type: type ?? '' };
}

/**
 * Edit page: media live in the media panel, so they are left out here (left out = kept); only
 * contact photos travel as files.
 */
export function editVariables(id: string, values: ProjectFormValues): EditProjectMutationVariables {
  const { logo: _logo, cover_page: _cover, gallery: _gallery, ...rest } = common(values);
  const { brochure: _brochure, nube360: _nube, tour360: _tour, ...kept } = rest;
  const { nube360_url: _nubeUrl, tour360_url: _tourUrl, ...fields } = kept;
  return { ...fields, id };
}
