import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { area, timestamps, ts, uf } from './columns';
import { projects } from './projects';

// Units for sale: properties (homes) and their complements, warehouses (bodegas) and parking
// lots (estacionamientos). Prices are UF with two decimals. Units are soft-deleted so quotations
// and payments keep pointing at what was sold; identifiers are unique per project among live rows.

const yes = (name: string) => boolean(name).notNull().default(true);
const no = (name: string) => boolean(name).notNull().default(false);

/** Columns every kind of unit has. A function: each table needs its own builders. */
const unitColumns = () => ({
  id: serial('id').primaryKey(),
  project_id: integer('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'restrict' }),
  identifier: text('identifier').notNull(),
  price: uf('price').notNull(),
  floor: integer('floor'),
  tower: text('tower'),
  lots: text('lots'),
  type: text('type'),
  total_area: area('total_area'),
  municipal_area: area('municipal_area'),
  built_area: area('built_area'),
  visible: yes('visible'),
  bookeable: yes('bookeable'),
  promisable: yes('promisable'),
  /** False once sold or reserved. */
  available: yes('available'),
  ...timestamps(),
  deleted_at: ts('deleted_at'),
});

export const properties = pgTable(
  'properties',
  {
    ...unitColumns(),
    /** Unit model, e.g. 'Modelo A 2D1B'; floor-plan images are attached per model. */
    model: text('model'),
    /** N, S, O, P, NO, NP, SO, SP, ... */
    orientation: text('orientation'),
    bedrooms: integer('bedrooms'),
    // Travels as text in the API; numeric allows half bathrooms.
    bathrooms: numeric('bathrooms', { precision: 3, scale: 1 }),
    terrace_area: area('terrace_area'),
    vulnerable: no('vulnerable'),
    sectores_medios: no('sectores_medios'),
    crm_id: text('crm_id'),
    id_crm_movendo: text('id_crm_movendo'),
    // Subsidy arithmetic, UF; null when the project does not publish it.
    savings: uf('savings'),
    saving_ds15: uf('saving_ds15'),
    base_subsidies: uf('base_subsidies'),
    base_subsidie_ds15: uf('base_subsidie_ds15'),
    bonus_integration: uf('bonus_integration'),
    bonus_recruitment: uf('bonus_recruitment'),
    show_price_from: no('show_price_from'),
  },
  (t) => [
    uniqueIndex('properties_identifier_uq')
      .on(t.project_id, t.identifier)
      .where(sql`${t.deleted_at} is null`),
    // The /properties page's order (units.repository.ts `unitOrder`: tower, floor, identifier in
    // natural order, 'A2' before 'A10', by the ICU collation unit_natural of migration 0021): a page
    // reads 250 index entries instead of sorting the whole project.
    index('properties_unit_order_idx')
      .on(t.project_id, t.tower, t.floor, sql`${t.identifier} collate "unit_natural"`, t.id)
      .where(sql`${t.deleted_at} is null`),
    // The list's sorts by price, by area and by identifier (issue 33, migrations 0033 and 0034).
    index('properties_price_order_idx')
      .on(t.project_id, t.price, t.id)
      .where(sql`${t.deleted_at} is null`),
    index('properties_total_area_order_idx')
      .on(t.project_id, t.total_area, t.id)
      .where(sql`${t.deleted_at} is null`),
    index('properties_identifier_order_idx')
      .on(t.project_id, sql`${t.identifier} collate "unit_natural"`, t.id)
      .where(sql`${t.deleted_at} is null`),
  ],
);

export const warehouses = pgTable('warehouses', unitColumns(), (t) => [
  uniqueIndex('warehouses_identifier_uq')
    .on(t.project_id, t.identifier)
    .where(sql`${t.deleted_at} is null`),
]);

export const parkingLots = pgTable('parking_lots', unitColumns(), (t) => [
  uniqueIndex('parking_lots_identifier_uq')
    .on(t.project_id, t.identifier)
    .where(sql`${t.deleted_at} is null`),
]);

/** Complements: which warehouses are sold with which property. */
export const propertyWarehouses = pgTable(
  'property_warehouses',
  {
    property_id: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    warehouse_id: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.property_id, t.warehouse_id] }),
    index('property_warehouses_warehouse_idx').on(t.warehouse_id),
  ],
);

/** Complements: which parking lots are sold with which property. */
export const propertyParkingLots = pgTable(
  'property_parking_lots',
  {
    property_id: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    parking_lot_id: integer('parking_lot_id')
      .notNull()
      .references(() => parkingLots.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.property_id, t.parking_lot_id] }),
    index('property_parking_lots_parking_lot_idx').on(t.parking_lot_id),
  ],
);

/**
 * The live units of each project and kind ('property', 'warehouse', 'parkinglot'), kept by
 * triggers in the same transaction as the units (migration 0017): the /properties tables read
 * their total here instead of counting a project's units on every page.
 */
export const projectUnitTotals = pgTable(
  'project_unit_totals',
  {
    project_id: integer('project_id').notNull(),
    kind: text('kind').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.project_id, t.kind] })],
);
