import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { regions } from './locations';
import { projects } from './projects';

// Submissions of the public site's five contact forms. Read-only for staff (lists and exports).

/** Per-project contact form. Agency filter: through projects.real_state_agency_id. */
export const contactForms = pgTable(
  'contact_forms',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email').notNull(),
    query: text('query'),
    rut: text('rut'),
    /** Where it came from ('web', 'portal', ...): the consolidity report groups by it. */
    origin: text('origin'),
    ...timestamps(),
  },
  (t) => [
    index('contact_forms_project_created_idx').on(t.project_id, t.created_at),
    index('contact_forms_created_idx').on(t.created_at),
  ],
);

export const contactFormNewsletters = pgTable(
  'contact_form_newsletters',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ...timestamps(),
  },
  (t) => [index('contact_form_newsletters_created_idx').on(t.created_at)],
);

export const contactFormEnterprises = pgTable(
  'contact_form_enterprises',
  {
    id: serial('id').primaryKey(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    enterprise: text('enterprise'),
    message: text('message'),
    ...timestamps(),
  },
  (t) => [index('contact_form_enterprises_created_idx').on(t.created_at)],
);

export const contactFormSections = pgTable(
  'contact_form_sections',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message'),
    ...timestamps(),
  },
  (t) => [index('contact_form_sections_created_idx').on(t.created_at)],
);

export const contactFormHomeSections = pgTable(
  'contact_form_home_sections',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email').notNull(),
    rut: text('rut'),
    /** Preferred contact channel: 'Teléfono', 'WhatsApp', 'Correo'. */
    method_contact: text('method_contact'),
    /** Declared income bracket, as shown in the form (e.g. 'Entre $800.000 y $1.200.000'). */
    salary: text('salary'),
    region_id: integer('region_id').references(() => regions.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('contact_form_home_sections_created_idx').on(t.created_at)],
);
