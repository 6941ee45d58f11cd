import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  parkingLots,
  properties,
  propertyQuotations,
  quotations,
  warehouses,
} from '../../db/schema';

// The batch reads behind the loaders of a quotation and what it quoted
// (sales-common.quotation-relations.loaders.ts). Removed units still show on the sales that
// quoted them: no deleted_at filter here.

export type QuotationRow = typeof quotations.$inferSelect;
export type PropertyQuotationRow = typeof propertyQuotations.$inferSelect;

export const findQuotations = (db: DbOrTx, ids: readonly number[]) =>
  db
    .select()
    .from(quotations)
    .where(inArray(quotations.id, [...ids]));

export const findPropertyQuotations = (db: DbOrTx, ids: readonly number[]) =>
  db
    .select()
    .from(propertyQuotations)
    .where(inArray(propertyQuotations.id, [...ids]));

/** The quoted homes of the quotations in quoting order, each with its home. */
export const findQuotedHomes = (db: DbOrTx, quotationIds: readonly number[]) =>
  db
    .select({ quoted: propertyQuotations, home: properties })
    .from(propertyQuotations)
    .leftJoin(properties, eq(properties.id, propertyQuotations.property_id))
    .where(inArray(propertyQuotations.quotation_id, [...quotationIds]))
    .orderBy(asc(propertyQuotations.id));

export const findProperties = (db: DbOrTx, ids: readonly number[]) =>
  db
    .select()
    .from(properties)
    .where(inArray(properties.id, [...ids]));

export const findWarehouses = (db: DbOrTx, ids: readonly number[]) =>
  db
    .select()
    .from(warehouses)
    .where(inArray(warehouses.id, [...ids]));

export const findParkingLots = (db: DbOrTx, ids: readonly number[]) =>
  db
    .select()
    .from(parkingLots)
    .where(inArray(parkingLots.id, [...ids]));
