import { asc, eq, inArray } from 'drizzle-orm';
import {
  parkingLots,
  properties,
  propertyQuotations,
  quotations,
  warehouses,
} from '../../db/schema';
import { groupedBy, indexedBy, perRequest } from '../../kernel';

// Per-request loaders of a quotation and what it quoted. Keyed by ids only: a record that links
// a quotation (booking, promise, prospect) loads it here, and a list of quotations may `prime`
// quotationById with its rows so its field resolvers cost nothing more.

export type QuotationRow = typeof quotations.$inferSelect;
export type PropertyQuotationRow = typeof propertyQuotations.$inferSelect;

export const quotationById = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(
    ids,
    await ctx.db
      .select()
      .from(quotations)
      .where(inArray(quotations.id, [...ids])),
    (row) => row.id,
  ),
);

export const propertyQuotationById = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(
    ids,
    await ctx.db
      .select()
      .from(propertyQuotations)
      .where(inArray(propertyQuotations.id, [...ids])),
    (row) => row.id,
  ),
);

/**
 * The quoted homes of each quotation in quoting order, read with their homes in the same query:
 * primes propertyQuotationById and propertyById (a list page asks for the homes next).
 */
export const propertyQuotationsOf = perRequest(async (ctx, ids: readonly number[]) => {
  const found = await ctx.db
    .select({ quoted: propertyQuotations, home: properties })
    .from(propertyQuotations)
    .leftJoin(properties, eq(properties.id, propertyQuotations.property_id))
    .where(inArray(propertyQuotations.quotation_id, [...ids]))
    .orderBy(asc(propertyQuotations.id));
  const byId = propertyQuotationById(ctx);
  const homes = propertyById(ctx);
  for (const { quoted, home } of found) {
    byId.prime(quoted.id, quoted);
    if (home) homes.prime(home.id, home);
  }
  const rows = found.map((item) => item.quoted);
  return groupedBy(ids, rows, (row) => row.quotation_id);
});

// Removed units still show on the sales that quoted them: no deleted_at filter here.

export const propertyById = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(
    ids,
    await ctx.db
      .select()
      .from(properties)
      .where(inArray(properties.id, [...ids])),
    (row) => row.id,
  ),
);

export const warehouseById = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(
    ids,
    await ctx.db
      .select()
      .from(warehouses)
      .where(inArray(warehouses.id, [...ids])),
    (row) => row.id,
  ),
);

export const parkingLotById = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(
    ids,
    await ctx.db
      .select()
      .from(parkingLots)
      .where(inArray(parkingLots.id, [...ids])),
    (row) => row.id,
  ),
);
