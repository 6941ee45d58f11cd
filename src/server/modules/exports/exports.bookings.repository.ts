import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { BOOKING_ORDER_STATUSES, BOOKING_REQUEST_STATUSES } from '../../db/schema';
import { bookingOrders, bookingRequests, payments, projects, properties } from '../../db/schema';

// The tables, filters and computed columns of the booking exports (exports.bookings.export.ts).

type ListFilter<S extends readonly string[]> = {
  project_id: number | null;
  status: S[number] | null;
};

/** What the booking request has been paid, in CLP. */
export const paidClp = sql`coalesce((select sum(${payments.transaction_amount}) from ${payments}
  where ${payments.booking_request_id} = ${bookingRequests.id} and ${payments.status} = 'paid'), 0)`;

export const bookingRequestsFrom = sql`${bookingRequests}
    join ${projects} on ${projects.id} = ${bookingRequests.project_id}
    join ${properties} on ${properties.id} = ${bookingRequests.property_id}`;

export const bookingRequestsWhere = (
  scope: SQL | undefined,
  p: ListFilter<typeof BOOKING_REQUEST_STATUSES>,
) =>
  and(
    scope,
    p.project_id ? eq(bookingRequests.project_id, p.project_id) : undefined,
    p.status ? eq(bookingRequests.status, p.status) : undefined,
  );

export const bookingOrdersFrom = sql`${bookingOrders}
    join ${projects} on ${projects.id} = ${bookingOrders.project_id}
    join ${bookingRequests} on ${bookingRequests.id} = ${bookingOrders.booking_request_id}
    join ${properties} on ${properties.id} = ${bookingRequests.property_id}`;

export const bookingOrdersWhere = (
  scope: SQL | undefined,
  p: ListFilter<typeof BOOKING_ORDER_STATUSES>,
) =>
  and(
    scope,
    p.project_id ? eq(bookingOrders.project_id, p.project_id) : undefined,
    p.status ? eq(bookingOrders.status, p.status) : undefined,
  );
