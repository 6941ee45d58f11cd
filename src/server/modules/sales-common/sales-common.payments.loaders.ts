import { groupedBy, perRequest } from '../../kernel';
import { toPayment } from './sales-common.payments.mappers';
import {
  findPaymentsOfBookingRequests,
  findPaymentsOfPromiseRequests,
} from './sales-common.payments.repository';

// Every payment attempt of a page of booking or promise requests in one query, oldest first (the
// order the customer tried them in).

export const paymentsOfPromiseRequest = perRequest(async (ctx, ids: readonly number[]) => {
  const rows = await findPaymentsOfPromiseRequests(ctx.db, ids);
  return groupedBy(ids, rows, (row) => row.promise_request_id ?? 0).map((list) =>
    list.map(toPayment),
  );
});

export const paymentsOfBookingRequest = perRequest(async (ctx, ids: readonly number[]) => {
  const rows = await findPaymentsOfBookingRequests(ctx.db, ids);
  return groupedBy(ids, rows, (row) => row.booking_request_id ?? 0).map((list) =>
    list.map(toPayment),
  );
});
