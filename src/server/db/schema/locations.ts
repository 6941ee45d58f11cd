import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

// Chile's administrative division: region > province (the spec also calls it "city") > commune.
// `code` is the official CUT code (región '13', provincia '131', comuna '13101'), so imports and
// external systems can match places without relying on our serial ids.

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** Roman numeral used in everyday Chilean usage ('RM' for the Metropolitan region). */
  roman: text('roman').notNull(),
});

export const provinces = pgTable(
  'provinces',
  {
    id: serial('id').primaryKey(),
    region_id: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'restrict' }),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
  },
  (t) => [index('provinces_region_idx').on(t.region_id)],
);

export const communes = pgTable(
  'communes',
  {
    id: serial('id').primaryKey(),
    province_id: integer('province_id')
      .notNull()
      .references(() => provinces.id, { onDelete: 'restrict' }),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
  },
  (t) => [index('communes_province_idx').on(t.province_id)],
);
