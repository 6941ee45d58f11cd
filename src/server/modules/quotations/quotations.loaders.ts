import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  bookingRequests,
  codebtors,
  communes,
  customers,
  parkingLots,
  promiseRequests,
  properties,
  propertyQuotations,
  quotations,
  warehouses,
} from '../../db/schema';
import { groupedBy, indexedBy, perRequest } from '../lookups/request-loader';
import { toCustomer } from './quotations.mappers';

// Per-request loaders behind the quotation fields (and the bookings' links to quotations and
// homes): a page costs one query per relation asked for, whatever its size. Sold or removed
// units are still read: a quotation shows what was quoted then.

const list = (ids: readonly number[]) => [...ids];

export const quotationById = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(
    ids,
    await ctx.db
      .select()
      .from(quotations)
      .where(inArray(quotations.id, list(ids))),
    (row) => row.id,
  ),
);

/** Customers with their commune and first co-debtor, in one query. */
export const customerById = perRequest(async (ctx, ids: readonly number[]) => {
  const rows = await ctx.db
    .select({ customer: customers, commune: communes, codebtor: codebtors })
    .from(customers)
    .leftJoin(communes, eq(communes.id, customers.commune_id))
    .leftJoin(
      codebtors,
      eq(
        codebtors.id,
        sql`(select min(cb.id) from ${codebtors} cb where cb.customer_id = ${customers.id})`,
      ),
    )
    .where(inArray(customers.id, list(ids)));
  return indexedBy(ids, rows, (row) => row.customer.id).map(
    (row) => row && toCustomer(row.customer, row.commune, row.codebtor),
  );
});

export const propertyById = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(
    ids,
    await ctx.db
      .select()
      .from(properties)
      .where(inArray(properties.id, list(ids))),
    (row) => row.id,
  ),
);

/**
 * The quoted units of each quotation, with their homes read in the same query (the homes prime
 * propertyById: a list page asks for them next).
 */
export const propertyQuotationsOf = perRequest(async (ctx, ids: readonly number[]) => {
  const rows = await ctx.db
    .select({ quoted: propertyQuotations, home: properties })
    .from(propertyQuotations)
    .leftJoin(properties, eq(properties.id, propertyQuotations.property_id))
    .where(inArray(propertyQuotations.quotation_id, list(ids)))
    .orderBy(asc(propertyQuotations.id));
  const homes = propertyById(ctx);
  for (const { home } of rows) if (home) homes.prime(home.id, home);
  return groupedBy(
    ids,
    rows.map((row) => row.quoted),
    (row) => row.quotation_id,
  );
});

export const propertyQuotationById = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(
    ids,
    await ctx.db
      .select()
      .from(propertyQuotations)
      .where(inArray(propertyQuotations.id, list(ids))),
    (row) => row.id,
  ),
);

export const warehouseById = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(
    ids,
    await ctx.db
      .select()
      .from(warehouses)
      .where(inArray(warehouses.id, list(ids))),
    (row) => row.id,
  ),
);

export const parkingLotById = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(
    ids,
    await ctx.db
      .select()
      .from(parkingLots)
      .where(inArray(parkingLots.id, list(ids))),
    (row) => row.id,
  ),
);

/** The latest booking request of each quotation (a quotation may be booked again after one ends). */
export const bookingOfQuotation = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(
    ids,
    await ctx.db
      .selectDistinctOn([bookingRequests.quotation_id])
      .from(bookingRequests)
      .where(inArray(bookingRequests.quotation_id, list(ids)))
      .orderBy(asc(bookingRequests.quotation_id), desc(bookingRequests.id)),
    (row) => row.quotation_id ?? 0,
  ),
);

/** The latest promise request of each quotation. */
export const promiseOfQuotation = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(
    ids,
    await ctx.db
      .selectDistinctOn([promiseRequests.quotation_id])
      .from(promiseRequests)
      .where(inArray(promiseRequests.quotation_id, list(ids)))
      .orderBy(asc(promiseRequests.quotation_id), desc(promiseRequests.id)),
    (row) => row.quotation_id,
  ),
);
