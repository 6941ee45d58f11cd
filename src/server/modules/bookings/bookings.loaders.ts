import { groupedBy, indexedBy, perRequest } from '../../kernel';
import { findLatestOrdersOfRequests } from './bookings.orders.repository';
import { findBookingRequests, findPaymentsOfRequests } from './bookings.requests.repository';

// Per-request loaders behind the booking fields: a page of orders reads its requests once, a
// request its payments and order once, whatever the page size.

export const bookingRequestById = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(ids, await findBookingRequests(ctx.db, ids), (row) => row.id),
);

/** Every payment attempt of each request, oldest first (the order they happened in). */
export const paymentsOfBookingRequest = perRequest(async (ctx, ids: readonly number[]) =>
  groupedBy(ids, await findPaymentsOfRequests(ctx.db, ids), (row) => row.booking_request_id ?? 0),
);

/** The latest order of each request (a rejected payment may be followed by a new order). */
export const orderOfBookingRequest = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(ids, await findLatestOrdersOfRequests(ctx.db, ids), (row) => row.booking_request_id),
);
