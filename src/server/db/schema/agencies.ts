import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

// Real-estate agencies (inmobiliarias). Logo and cover page live in `medias` with
// model_type 'real_state_agency'. Agencies are hidden (visible = false), never deleted, because
// projects, quotations and payments hang off them.

export const realStateAgencies = pgTable(
  'real_state_agencies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    official_name: text('official_name'),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    representative: text('representative'),
    url_site: text('url_site'),
    visible: boolean('visible').notNull().default(true),
    description: text('description'),
    important: boolean('important').notNull().default(false),
    /** Display order on the public site (lower first). */
    orden: integer('orden').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('real_state_agencies_visible_idx').on(t.visible, t.orden)],
);
