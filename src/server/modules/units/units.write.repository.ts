import { and, eq, exists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingRequests, promiseRequests, properties, propertyQuotations } from '../../db/schema';
import { unitTables, type UnitKind } from './units.kinds.service';

// The writes of one unit: createProperty, editProperty, removeProperty and the switches.

export type PropertyValues = typeof properties.$inferInsert;

export async function insertProperty(tx: DbOrTx, values: PropertyValues) {
  const [inserted] = await tx.insert(properties).values(values).returning();
  return inserted;
}

export async function updateProperty(tx: DbOrTx, id: number, columns: Partial<PropertyValues>) {
  await tx
    .update(properties)
    .set({ ...columns, updated_at: new Date() })
    .where(eq(properties.id, id));
}

/** Whether a booking request or a promise request points at home `id`. */
export async function propertyLinks(tx: DbOrTx, id: number) {
  const booking = tx
    .select({ one: sql`1` })
    .from(bookingRequests)
    .where(eq(bookingRequests.property_id, id));
  const promise = tx
    .select({ one: sql`1` })
    .from(promiseRequests)
    .innerJoin(
      propertyQuotations,
      eq(propertyQuotations.quotation_id, promiseRequests.quotation_id),
    )
    .where(eq(propertyQuotations.property_id, id));
  const [linked] = await tx
    .select({ booking: exists(booking), promise: exists(promise) })
    .from(properties)
    .where(and(eq(properties.id, id)));
  return linked;
}

export async function softDeleteProperty(tx: DbOrTx, id: number) {
  await tx
    .update(properties)
    .set({ deleted_at: new Date(), updated_at: new Date() })
    .where(eq(properties.id, id));
}

export interface UnitFlagValues {
  visible?: boolean;
  bookeable?: boolean;
  promisable?: boolean;
}

export async function updateUnitFlags(tx: DbOrTx, kind: UnitKind, id: number, set: UnitFlagValues) {
  const table = unitTables[kind];
  await tx
    .update(table)
    .set({ ...set, updated_at: new Date() })
    .where(eq(table.id, id));
}
