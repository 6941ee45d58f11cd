// The editor's tabs in the order a person works through them, and the fields each one holds: the
// tab markers count errors with it and a failed save opens the tab of the first error.
import type { FieldErrors } from 'react-hook-form';
import type { RegionsQuery } from '../../../../graphql/generated/client/graphql';
import { AMENITY_KEYS } from '../../../shared/schemas/projects';
import type { ProjectFormField, ProjectFormInput } from './project-form.schema';
import type { Option } from '../projects.types';

export type ProjectTabId =
  | 'general'
  | 'location'
  | 'prices'
  | 'amenities'
  | 'reserve'
  | 'crm'
  | 'contacts'
  | 'related'
  | 'subsidies'
  | 'keys'
  | 'media';

export interface ProjectTab {
  id: ProjectTabId;
  label: string;
  fields: readonly ProjectFormField[];
  /** Shown only to Admin. */
  adminOnly?: boolean;
}

export const PROJECT_TABS: readonly ProjectTab[] = [
  {
    id: 'general',
    label: 'General',
    fields: [
      'name',
      'type',
      'slug',
      'real_state_agency_id',
      'project_status_id',
      'project_stage_type_id',
      'description',
      'summary',
      'orden',
      'visible',
      'important',
      'deliver_date',
    ],
  },
  {
    id: 'location',
    label: 'Ubicación',
    fields: ['region_id', 'province_id', 'commune_id', 'address', 'latitude', 'longitude'],
  },
  {
    id: 'prices',
    label: 'Precios y características',
    fields: [
      'price_from',
      'bedrooms_from',
      'bathrooms_from',
      'area_from',
      'type_property',
      'promotions',
      'renta_minima',
    ],
  },
  { id: 'amenities', label: 'Amenidades', fields: AMENITY_KEYS },
  {
    id: 'reserve',
    label: 'Reserva y promesa',
    fields: [
      'quotation_validity',
      'reserve_validity',
      'reserve_type',
      'reserve_currency',
      'reserve_amount',
      'promises_type',
      'legal_quote_text',
    ],
  },
  {
    id: 'crm',
    label: 'CRM',
    fields: [
      'integration_crm',
      'crm_id',
      'crm_zp',
      'crm_email',
      'reserve_crm',
      'reserve_crm_zp',
      'google_sheet_id',
      'google_sheet_payment',
      'chatbot_url',
      'sales_room',
      'video_youtube_id',
      'show_logo_realstate',
      'show_section_news',
    ],
  },
  {
    id: 'contacts',
    label: 'Ejecutivos y contactos',
    fields: ['executivename', 'executivephone', 'executiveemail', 'executives', 'contact_emails'],
  },
  { id: 'related', label: 'Relacionados', fields: ['relatedprojects'] },
  {
    id: 'subsidies',
    label: 'Subsidios y planes adicionales',
    fields: ['subsidies', 'sell_subsidies', 'projectadditional'],
  },
  { id: 'keys', label: 'Claves de pago', fields: ['api_key', 'secret_key'], adminOnly: true },
  {
    id: 'media',
    label: 'Medios',
    fields: [
      'logo',
      'cover_page',
      'gallery',
      'brochure',
      'nube360',
      'nube360_url',
      'tour360',
      'tour360_url',
    ],
  },
];

export const PROJECT_FORM_FIELDS: readonly ProjectFormField[] = PROJECT_TABS.flatMap(
  (tab) => tab.fields,
);

export function isProjectFormField(field: string): field is ProjectFormField {
  return (PROJECT_FORM_FIELDS as readonly string[]).includes(field);
}

/** How many errors a field holds: one, or one per list entry with an error. */
function errorCount(error: unknown): number {
  if (error == null) return 0;
  if (Array.isArray(error)) return error.filter((entry) => entry != null).length || 1;
  return 1;
}

export function tabErrorCount(tab: ProjectTab, errors: FieldErrors<ProjectFormInput>): number {
  return tab.fields.reduce((sum, field) => sum + errorCount(errors[field]), 0);
}

/** The first tab (in working order) holding one of `fields`. */
export function firstTabWith(fields: readonly string[]): ProjectTabId | null {
  return PROJECT_TABS.find((tab) => tab.fields.some((f) => fields.includes(f)))?.id ?? null;
}

/** What the editor offers, scoped by the server to the viewer. */
export interface ProjectEditorOptions {
  agencies: readonly Option[];
  regions: RegionsQuery['regions'];
  statuses: readonly Option[];
  stages: readonly Option[];
  subsidies: readonly Option[];
  plansAdditional: readonly Option[];
  /** Candidates for related projects (the project itself already left out). */
  projects: readonly Option[];
}
