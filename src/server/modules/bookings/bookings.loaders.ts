import { asc, desc, inArray } from 'drizzle-orm';
import { bookingOrders, bookingRequests, payments } from '../../db/schema';
import { groupedBy, indexedBy, perRequest } from '../../kernel';

// Per-request loaders behind the booking fields: a page of orders reads its requests once, a
// request its payments and order once, whatever the page size.

const list = (ids: readonly number[]) => [...ids];

export const bookingRequestById = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(
    ids,
    await ctx.db
      .select()
      .from(bookingRequests)
      .where(inArray(bookingRequests.id, list(ids))),
    (row) => row.id,
  ),
);

/** Every payment attempt of each request, oldest first (the order they happened in). */
export const paymentsOfBookingRequest = perRequest(async (ctx, ids: readonly number[]) =>
  groupedBy(
    ids,
    await ctx.db
      .select()
      .from(payments)
      .where(inArray(payments.booking_request_id, list(ids)))
      .orderBy(asc(payments.id)),
    (row) => row.booking_request_id ?? 0,
  ),
);

/** The latest order of each request (a rejected payment may be followed by a new order). */
export const orderOfBookingRequest = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(
    ids,
    await ctx.db
      .selectDistinctOn([bookingOrders.booking_request_id])
      .from(bookingOrders)
      .where(inArray(bookingOrders.booking_request_id, list(ids)))
      .orderBy(asc(bookingOrders.booking_request_id), desc(bookingOrders.id)),
    (row) => row.booking_request_id,
  ),
);
