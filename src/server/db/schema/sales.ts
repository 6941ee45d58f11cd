import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clp, timestamps, ts, uf, ufValue } from './columns';
import { customers } from './customers';
import { projects } from './projects';
import { parkingLots, properties, warehouses } from './units';
import type {
  BookingOrderStatus,
  BookingRequestStatus,
  PromiseOrderStatus,
  PromiseRequestStatus,
  QuotationStatus,
} from './statuses';

// The sales path: quotation → booking request (reserva) → booking order (its payment) and
// quotation → promise request (promesa) → promise order. Every row carries project_id, even when
// it could be reached through its parent, because every list filters and scopes by project.
// Sales rows are never cascaded away: deleting a project or unit that was sold is refused.

const projectId = () =>
  integer('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'restrict' });

export const quotations = pgTable(
  'quotations',
  {
    id: serial('id').primaryKey(),
    project_id: projectId(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    status: text('status').$type<QuotationStatus>().notNull().default('active'),
    /** Monthly income range the customer declared, CLP. */
    minimum_rent: clp('minimum_rent'),
    maximum_rent: clp('maximum_rent'),
    uf_value: ufValue(),
    /** Where it came from ('web', 'sala_ventas', 'portal', ...): the consolidity report groups by it. */
    origin: text('origin'),
    ...timestamps(),
  },
  (t) => [
    // The list's order (newest first, id breaking ties) per project, over all projects and per
    // customer (search); each also holds what the filters test, so the list and the counts of
    // partial months read these indexes alone (migration 0007, quotations.list.ts); the customer
    // in quotations_created_idx serves a broad search's first pages (migration 0018).
    index('quotations_project_created_idx').on(t.project_id, t.created_at, t.id, t.status),
    index('quotations_created_idx').on(t.created_at, t.id, t.project_id, t.status, t.customer_id),
    index('quotations_customer_idx').on(t.customer_id, t.created_at, t.id, t.project_id, t.status),
    index('quotations_status_idx').on(t.status),
    // The list's sorts by status and by number (issue 33, migration 0032).
    index('quotations_project_status_order_idx').on(t.project_id, t.status, t.id, t.created_at),
    index('quotations_status_order_idx').on(t.status, t.id, t.project_id, t.created_at),
    index('quotations_project_id_order_idx').on(t.project_id, t.id, t.created_at, t.status),
  ],
);

/**
 * How many quotations each project has per month (Chile time) and status, kept by statement
 * triggers on quotations (migration 0007), so the quotations list's total over a million rows
 * sums a few hundred rows instead of counting the rows themselves.
 */
export const quotationMonthCounts = pgTable(
  'quotation_month_counts',
  {
    project_id: integer('project_id').notNull(),
    /** First day of the month in America/Santiago. */
    month: date('month').notNull(),
    status: text('status').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.project_id, t.month, t.status] })],
);

/**
 * The same counts over all time, per project and status (migration 0040, kept by the same
 * triggers): the list's total without dates sums a few rows a project.
 */
export const quotationStatusCounts = pgTable(
  'quotation_status_counts',
  {
    project_id: integer('project_id').notNull(),
    status: text('status').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.project_id, t.status] })],
);

/** The spec's `propertyquotation`: the quoted unit and complements with their UF prices then. */
export const propertyQuotations = pgTable(
  'property_quotations',
  {
    id: serial('id').primaryKey(),
    quotation_id: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    property_id: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    /** Total quoted price (property + complements), UF. */
    price: uf('price').notNull(),
    property_price: uf('property_price').notNull(),
    warehouse_id: integer('warehouse_id').references(() => warehouses.id, { onDelete: 'restrict' }),
    warehouse_price: uf('warehouse_price'),
    parking_lot_id: integer('parking_lot_id').references(() => parkingLots.id, {
      onDelete: 'restrict',
    }),
    parking_lot_price: uf('parking_lot_price'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('property_quotations_quotation_idx').on(t.quotation_id),
    index('property_quotations_property_idx').on(t.property_id),
  ],
);

/** Fields the payment gateway returns for a paid order (reserva or promesa). */
const transactionColumns = () => ({
  amount_paid: clp('amount_paid'),
  uf_value: ufValue(),
  order_number: text('order_number'),
  datetime_transaction: ts('datetime_transaction'),
  gateway_reference: text('gateway_reference'),
  signature: text('signature'),
});

export const bookingRequests = pgTable(
  'booking_requests',
  {
    id: serial('id').primaryKey(),
    project_id: projectId(),
    quotation_id: integer('quotation_id').references(() => quotations.id, { onDelete: 'restrict' }),
    property_id: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    status: text('status').$type<BookingRequestStatus>().notNull().default('pending'),
    /** Reserve amount asked for, CLP. */
    amount: clp('amount'),
    contact_name: text('contact_name').notNull(),
    /** As typed, formatted '12.345.678-5'. */
    contact_rut: text('contact_rut'),
    contact_email: text('contact_email'),
    contact_phone: text('contact_phone'),
    ...timestamps(),
    /**
     * The list's search, folded once at write time as customers.search_text is: name, email, RUT
     * digits with check digit, phone digits in full and without the country code.
     */
    search_text: text('search_text').generatedAlwaysAs(
      sql`translate(lower(contact_name || ' ' || coalesce(contact_email, '') || ' ' || lower(regexp_replace(coalesce(contact_rut, ''), '[^0-9kK]', '', 'g')) || ' ' || regexp_replace(coalesce(contact_phone, ''), '[^0-9]', '', 'g') || ' ' || right(regexp_replace(coalesce(contact_phone, ''), '[^0-9]', '', 'g'), 9)), 'áàäâéèëêíìïîóòöôúùüûñÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛÑ', 'aaaaeeeeiiiioooouuuunaaaaeeeeiiiioooouuuun')`,
    ),
  },
  (t) => [
    index('booking_requests_project_created_idx').on(t.project_id, t.created_at),
    index('booking_requests_status_idx').on(t.status),
    index('booking_requests_quotation_idx').on(t.quotation_id),
    index('booking_requests_property_idx').on(t.property_id),
    index('booking_requests_search_idx').using('gin', sql`to_tsvector('simple', ${t.search_text})`),
  ],
);

export const bookingOrders = pgTable(
  'booking_orders',
  {
    id: serial('id').primaryKey(),
    project_id: projectId(),
    booking_request_id: integer('booking_request_id')
      .notNull()
      .references(() => bookingRequests.id, { onDelete: 'restrict' }),
    status: text('status').$type<BookingOrderStatus>().notNull().default('pending'),
    ...transactionColumns(),
    ...timestamps(),
  },
  (t) => [
    index('booking_orders_project_created_idx').on(t.project_id, t.created_at),
    index('booking_orders_status_idx').on(t.status),
    index('booking_orders_request_idx').on(t.booking_request_id),
    uniqueIndex('booking_orders_order_number_uq').on(t.order_number),
  ],
);

export const promiseRequests = pgTable(
  'promise_requests',
  {
    id: serial('id').primaryKey(),
    project_id: projectId(),
    quotation_id: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'restrict' }),
    status: text('status').$type<PromiseRequestStatus>().notNull().default('pending'),
    ...transactionColumns(),
    ...timestamps(),
  },
  (t) => [
    index('promise_requests_project_created_idx').on(t.project_id, t.created_at),
    index('promise_requests_status_idx').on(t.status),
    index('promise_requests_quotation_idx').on(t.quotation_id),
    uniqueIndex('promise_requests_order_number_uq').on(t.order_number),
  ],
);

export const promiseOrders = pgTable(
  'promise_orders',
  {
    id: serial('id').primaryKey(),
    project_id: projectId(),
    promise_request_id: integer('promise_request_id')
      .notNull()
      .references(() => promiseRequests.id, { onDelete: 'restrict' }),
    status: text('status').$type<PromiseOrderStatus>().notNull().default('pending'),
    ...timestamps(),
  },
  (t) => [
    index('promise_orders_project_created_idx').on(t.project_id, t.created_at),
    index('promise_orders_status_idx').on(t.status),
    index('promise_orders_request_idx').on(t.promise_request_id),
  ],
);
