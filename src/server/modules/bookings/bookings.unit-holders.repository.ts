import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { BOOKING_HOLDS_UNIT, PROMISE_HOLDS_UNIT } from '../../../shared/sales-status';
import type { Tx } from '../../db/client';
import { bookingRequests, promiseRequests, properties, propertyQuotations } from '../../db/schema';

// Who holds a home (a booking request in BOOKING_HOLDS_UNIT, or a promise request in
// PROMISE_HOLDS_UNIT of a quotation of that home). Read only after lockUnits has locked the home
// in the same transaction, so a concurrent change of the same home has either committed (and is
// seen here) or waits for this one.

export interface Holder {
  kind: 'booking' | 'promise';
  id: number;
}

/** The first booking request holding the home, other than `exceptId`. */
export async function bookingHolder(
  tx: Tx,
  propertyId: number,
  exceptId: number,
): Promise<Holder | null> {
  const [row] = await tx
    .select({ id: bookingRequests.id })
    .from(bookingRequests)
    .where(
      and(
        eq(bookingRequests.property_id, propertyId),
        inArray(bookingRequests.status, [...BOOKING_HOLDS_UNIT]),
        ne(bookingRequests.id, exceptId),
      ),
    )
    .orderBy(asc(bookingRequests.id))
    .limit(1);
  return row ? { kind: 'booking', id: row.id } : null;
}

/**
 * The first promise request holding the home; with `exceptQuotation`, one of another quotation
 * (a booking's own quotation going on to its promise is the same sale, not a second one).
 */
export async function promiseHolder(
  tx: Tx,
  propertyId: number,
  exceptQuotation: number | null,
): Promise<Holder | null> {
  const [row] = await tx
    .select({ id: promiseRequests.id })
    .from(promiseRequests)
    .where(
      and(
        inArray(promiseRequests.status, [...PROMISE_HOLDS_UNIT]),
        sql`${promiseRequests.quotation_id} in (select ${propertyQuotations.quotation_id}
          from ${propertyQuotations} where ${propertyQuotations.property_id} = ${propertyId})`,
        exceptQuotation === null ? undefined : ne(promiseRequests.quotation_id, exceptQuotation),
      ),
    )
    .orderBy(asc(promiseRequests.id))
    .limit(1);
  return row ? { kind: 'promise', id: row.id } : null;
}

/**
 * Sets the home's `available` flag; returns what it was before (null when it did not change),
 * so the caller's audit row and notices name the change.
 */
export async function setAvailable(
  tx: Tx,
  propertyId: number,
  available: boolean,
): Promise<{ identifier: string; before: boolean } | null> {
  const [row] = await tx
    .select({ identifier: properties.identifier, available: properties.available })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!row || row.available === available) return null;
  await tx
    .update(properties)
    .set({ available, updated_at: new Date() })
    .where(eq(properties.id, propertyId));
  return { identifier: row.identifier, before: row.available };
}

/** The home's identifier, for messages ('A-1204'). */
export async function unitIdentifier(tx: Tx, propertyId: number): Promise<string> {
  const [row] = await tx
    .select({ identifier: properties.identifier })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row?.identifier ?? String(propertyId);
}
