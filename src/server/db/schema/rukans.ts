import { date, integer, jsonb, pgTable, serial } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { customers } from './customers';

// Rukan: the social and household record of a customer (Registro Social de Hogares data and
// housing history) used to check subsidy eligibility. The spec does not show the finer field
// lists, so the detailed parts are jsonb documents with the shapes below; one record per customer.

export interface RukanPerson {
  name: string;
  last_name: string;
  rut: number;
  rut_dv: string;
  birth_date?: string;
  nationality?: string;
  civil_status?: string;
  relation?: string;
}

export interface RukanSocialRegistry {
  /** Tramo de Calificación Socioeconómica, e.g. '40%'. */
  tramo_cse: string;
  folio: string;
  /** Date of the survey (encuesta), 'YYYY-MM-DD'. */
  date_poll: string;
  region: string;
  city: string;
}

export interface RukanResidence {
  address?: string;
  commune?: string;
  tenure?: string;
  household_size?: number;
}

export interface RukanSubsidy {
  /** Who holds it: 'holder' | 'partner' | 'member'. */
  owner: string;
  name: string;
  year?: number;
  status?: string;
}

export interface RukanPropertyRecord {
  owner: string;
  commune?: string;
  fiscal_role?: string;
  appraisal_clp?: number;
}

export const rukans = pgTable('rukans', {
  id: serial('id').primaryKey(),
  customer_id: integer('customer_id')
    .notNull()
    .unique()
    .references(() => customers.id, { onDelete: 'cascade' }),
  holder: jsonb('holder').$type<RukanPerson>().notNull(),
  partner: jsonb('partner').$type<RukanPerson | null>(),
  children: jsonb('children').$type<RukanPerson[]>().notNull().default([]),
  social_registry: jsonb('social_registry').$type<RukanSocialRegistry | null>(),
  members: jsonb('members').$type<RukanPerson[]>().notNull().default([]),
  residence: jsonb('residence').$type<RukanResidence | null>(),
  rural_housing_program: jsonb('rural_housing_program').$type<Record<string, unknown> | null>(),
  subsidies: jsonb('subsidies').$type<RukanSubsidy[]>().notNull().default([]),
  properties: jsonb('properties').$type<RukanPropertyRecord[]>().notNull().default([]),
  /** The record is "vigente" (the prospects filter rukans_vig) until this date. */
  valid_until: date('valid_until', { mode: 'string' }),
  ...timestamps(),
});
