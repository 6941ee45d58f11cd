import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { BOOKING_HOLDS_UNIT, PROMISE_HOLDS_UNIT } from '../../../shared/sales-status';
import type { DbOrTx } from '../../db/client';
import {
  bookingRequests,
  customers,
  promiseRequests,
  properties,
  propertyQuotations,
  quotations,
} from '../../db/schema';

// The homes a promise request is about (its quotation's quoted homes) and the two rules read on
// them inside the status change, after lockUnits: who else holds them, and whether their booking
// is paid.

export interface QuotedUnit {
  id: number;
  identifier: string;
}

export async function quotedUnits(db: DbOrTx, quotationId: number): Promise<QuotedUnit[]> {
  return db
    .selectDistinct({ id: properties.id, identifier: properties.identifier })
    .from(propertyQuotations)
    .innerJoin(properties, eq(properties.id, propertyQuotations.property_id))
    .where(eq(propertyQuotations.quotation_id, quotationId))
    .orderBy(asc(properties.id));
}

/** Another promise request that holds one of the homes (paid or signed), if any. */
export async function otherHolder(db: DbOrTx, requestId: number, unitIds: readonly number[]) {
  if (unitIds.length === 0) return null;
  const [row] = await db
    .select({ id: promiseRequests.id, unit: properties.identifier })
    .from(promiseRequests)
    .innerJoin(
      propertyQuotations,
      eq(propertyQuotations.quotation_id, promiseRequests.quotation_id),
    )
    .innerJoin(properties, eq(properties.id, propertyQuotations.property_id))
    .where(
      and(
        inArray(propertyQuotations.property_id, [...unitIds]),
        inArray(promiseRequests.status, [...PROMISE_HOLDS_UNIT]),
        ne(promiseRequests.id, requestId),
      ),
    )
    .orderBy(asc(promiseRequests.id))
    .limit(1);
  return row ?? null;
}

/**
 * The homes without a paid booking of this customer: through the booking's quotation, or, for a
 * booking made without one, through its contact RUT. Another customer's paid booking of the same
 * home does not count: it is their reserva, not this buyer's.
 */
export async function unitsWithoutPaidBooking(
  db: DbOrTx,
  customerId: number,
  units: readonly QuotedUnit[],
): Promise<QuotedUnit[]> {
  if (units.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: bookingRequests.property_id })
    .from(bookingRequests)
    .innerJoin(customers, eq(customers.id, customerId))
    .leftJoin(quotations, eq(quotations.id, bookingRequests.quotation_id))
    .where(
      and(
        inArray(
          bookingRequests.property_id,
          units.map((unit) => unit.id),
        ),
        inArray(bookingRequests.status, [...BOOKING_HOLDS_UNIT]),
        sql`(${quotations.customer_id} = ${customerId} or (${bookingRequests.quotation_id} is null
          and regexp_replace(upper(coalesce(${bookingRequests.contact_rut}, '')), '[^0-9K]', '', 'g')
            = ${customers.rut}::text || upper(${customers.rut_dv})))`,
      ),
    );
  const booked = new Set(rows.map((row) => row.id));
  return units.filter((unit) => !booked.has(unit.id));
}
