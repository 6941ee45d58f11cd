import { asc, inArray } from 'drizzle-orm';
import { payments } from '../../db/schema';
import { groupedBy, perRequest } from '../../kernel';
import { toPayment } from './sales-common.payments.mappers';

// Every payment attempt of a page of booking or promise requests in one query, oldest first (the
// order the customer tried them in).

export const paymentsOfPromiseRequest = perRequest(async (ctx, ids: readonly number[]) => {
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(inArray(payments.promise_request_id, [...ids]))
    .orderBy(asc(payments.created_at), asc(payments.id));
  return groupedBy(ids, rows, (row) => row.promise_request_id ?? 0).map((list) =>
    list.map(toPayment),
  );
});

export const paymentsOfBookingRequest = perRequest(async (ctx, ids: readonly number[]) => {
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(inArray(payments.booking_request_id, [...ids]))
    .orderBy(asc(payments.created_at), asc(payments.id));
  return groupedBy(ids, rows, (row) => row.booking_request_id ?? 0).map((list) =>
    list.map(toPayment),
  );
});
