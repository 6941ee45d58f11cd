import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { area, timestamps, ts, uf } from './columns';
import { realStateAgencies } from './agencies';
import { communes } from './locations';
import { projectStageTypes, projectStatuses } from './lookups';

// A housing project (development). Column names are the spec's field names, misspellings and
// Spanish words included, so the API maps one to one. Logo, cover page and gallery live in
// `medias` (model_type 'project'); the lists hanging off a project are in project-details.ts.

const flag = (name: string) => boolean(name).notNull().default(false);

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    /** Each project belongs to one agency; agency-scoped roles see only their agencies' projects. */
    real_state_agency_id: integer('real_state_agency_id')
      .notNull()
      .references(() => realStateAgencies.id, { onDelete: 'restrict' }),
    commune_id: integer('commune_id').references(() => communes.id, { onDelete: 'set null' }),
    project_status_id: integer('project_status_id').references(() => projectStatuses.id, {
      onDelete: 'set null',
    }),
    project_stage_type_id: integer('project_stage_type_id').references(() => projectStageTypes.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** 'Departamentos', 'Casas', ... */
    type: text('type').notNull(),
    orden: integer('orden').notNull().default(0),
    description: text('description'),
    summary: text('summary'),
    /** Days a quotation stays valid. */
    quotation_validity: integer('quotation_validity'),
    /** Days a booking stays valid. */
    reserve_validity: integer('reserve_validity'),
    address: text('address'),
    // Coordinates travel as text in the API; numeric keeps them exact.
    latitude: numeric('latitude', { precision: 10, scale: 7 }),
    longitude: numeric('longitude', { precision: 10, scale: 7 }),
    type_property: text('type_property'),
    crm_id: text('crm_id'),
    crm_zp: text('crm_zp'),
    crm_email: text('crm_email'),
    price_from: uf('price_from').notNull(),
    bedrooms_from: integer('bedrooms_from').notNull(),
    bathrooms_from: integer('bathrooms_from'),
    area_from: area('area_from').notNull(),
    deliver_date: date('deliver_date', { mode: 'string' }),
    important: flag('important'),
    visible: flag('visible'),
    legal_quote_text: text('legal_quote_text'),
    promises_type: text('promises_type'),
    reserve_type: text('reserve_type'),
    /** 'UF' or 'CLP': the currency of reserve_amount. */
    reserve_currency: text('reserve_currency'),
    reserve_amount: numeric('reserve_amount', { precision: 14, scale: 2 }),
    chatbot_url: text('chatbot_url'),
    show_logo_realstate: flag('show_logo_realstate'),
    show_section_news: flag('show_section_news'),
    integration_crm: flag('integration_crm'),
    promotions: text('promotions'),
    /** Minimum monthly income in CLP to qualify (null when the project sets none). */
    renta_minima: integer('renta_minima'),
    video_youtube_id: text('video_youtube_id'),
    sales_room: text('sales_room'),
    google_sheet_id: text('google_sheet_id'),
    google_sheet_payment: text('google_sheet_payment'),
    reserve_crm: text('reserve_crm'),
    reserve_crm_zp: text('reserve_crm_zp'),
    executivename: text('executivename'),
    executiveemail: text('executiveemail'),
    executivephone: text('executivephone'),
    /** Contracted payment plan; plan 2 shows the plan button (spec §4, §9). */
    plan: integer('plan').notNull().default(1),
    // Amenities (spec: boolean amenities).
    exercise_area: flag('exercise_area'),
    green_area: flag('green_area'),
    bikers: flag('bikers'),
    games_accessibility: flag('games_accessibility'),
    calisthenics_area: flag('calisthenics_area'),
    stores: flag('stores'),
    events_room: flag('events_room'),
    clean_points: flag('clean_points'),
    elevators: flag('elevators'),
    controlled_access: flag('controlled_access'),
    quincho: flag('quincho'),
    swimming_pool: flag('swimming_pool'),
    hospital: flag('hospital'),
    subway_station: flag('subway_station'),
    ...timestamps(),
    /** removeProject soft-deletes: quotations, bookings and payments must keep their project. */
    deleted_at: ts('deleted_at'),
  },
  (t) => [
    index('projects_agency_idx').on(t.real_state_agency_id),
    index('projects_commune_idx').on(t.commune_id),
    index('projects_list_idx').on(t.orden, t.id),
    uniqueIndex('projects_slug_uq')
      .on(t.slug)
      .where(sql`${t.deleted_at} is null`),
  ],
);
