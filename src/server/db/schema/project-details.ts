import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { subsidyTypes } from './lookups';
import { medias } from './media';
import { projects } from './projects';

// The lists and one-to-one records hanging off a project (spec §3 "Related data"). They are owned
// by the project: deleting a project row removes them.

const projectId = () =>
  integer('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

/** Sales executives shown on the project page (name, phone and email lists of the spec). */
export const projectExecutives = pgTable(
  'project_executives',
  {
    id: serial('id').primaryKey(),
    project_id: projectId(),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [index('project_executives_project_idx').on(t.project_id)],
);

export const CONTACT_EMAIL_PURPOSES = [
  'query',
  'promise',
  'quotation',
  'booking',
  'disengagement',
] as const;
export type ContactEmailPurpose = (typeof CONTACT_EMAIL_PURPOSES)[number];

/** Who gets notified per purpose; an entry may carry a contact photo (a media row). */
export const projectContactEmails = pgTable(
  'project_contact_emails',
  {
    id: serial('id').primaryKey(),
    project_id: projectId(),
    purpose: text('purpose').$type<ContactEmailPurpose>().notNull(),
    email: text('email').notNull(),
    name: text('name'),
    photo_media_id: integer('photo_media_id').references(() => medias.id, { onDelete: 'set null' }),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [
    index('project_contact_emails_project_idx').on(t.project_id, t.purpose),
    check(
      'project_contact_emails_purpose_ck',
      sql`${t.purpose} in ('query','promise','quotation','booking','disengagement')`,
    ),
  ],
);

/** The spec's `restriction`: whether units may be sold with a housing subsidy. */
export const projectRestrictions = pgTable('project_restrictions', {
  id: serial('id').primaryKey(),
  project_id: projectId().unique(),
  sell_subsidies: boolean('sell_subsidies').notNull().default(true),
  ...timestamps(),
});

/** Related projects (self many-to-many, directed: shown on project_id's page). */
export const projectRelated = pgTable(
  'project_related',
  {
    project_id: projectId(),
    related_project_id: integer('related_project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.project_id, t.related_project_id] }),
    check('project_related_not_self_ck', sql`${t.project_id} <> ${t.related_project_id}`),
  ],
);

/** Subsidies a project accepts (DS1, DS19, ...). */
export const projectSubsidies = pgTable(
  'project_subsidies',
  {
    project_id: projectId(),
    subsidy_type_id: integer('subsidy_type_id')
      .notNull()
      .references(() => subsidyTypes.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.project_id, t.subsidy_type_id] })],
);

export const PROJECT_FILE_KINDS = ['brochure', 'nube360', 'tour360'] as const;
export type ProjectFileKind = (typeof PROJECT_FILE_KINDS)[number];

/** Brochure PDF and the 360° assets (an uploaded file or an external viewer URL), one per kind. */
export const projectFiles = pgTable(
  'project_files',
  {
    id: serial('id').primaryKey(),
    project_id: projectId(),
    kind: text('kind').$type<ProjectFileKind>().notNull(),
    url: text('url').notNull(),
    path: text('path'),
    file_name: text('file_name'),
    extension: text('extension'),
    mime: text('mime'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('project_files_kind_uq').on(t.project_id, t.kind),
    check('project_files_kind_ck', sql`${t.kind} in ('brochure','nube360','tour360')`),
  ],
);

/**
 * Payment-gateway credentials, one pair per project (spec §9). Stored as ciphertext; the
 * encryption layer (src/server/payments) encrypts and decrypts, never the repositories.
 */
export const projectPaymentKeys = pgTable('project_payment_keys', {
  id: serial('id').primaryKey(),
  project_id: projectId().unique(),
  api_key_encrypted: text('api_key_encrypted').notNull(),
  secret_key_encrypted: text('secret_key_encrypted').notNull(),
  ...timestamps(),
});
