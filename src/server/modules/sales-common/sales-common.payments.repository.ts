import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';

// The batch reads behind the payments' loaders (sales-common.payments.loaders.ts): every attempt,
// oldest first.

export const findPaymentsOfPromiseRequests = (db: DbOrTx, requestIds: readonly number[]) =>
  db
    .select()
    .from(payments)
    .where(inArray(payments.promise_request_id, [...requestIds]))
    .orderBy(asc(payments.created_at), asc(payments.id));

export const findPaymentsOfBookingRequests = (db: DbOrTx, requestIds: readonly number[]) =>
  db
    .select()
    .from(payments)
    .where(inArray(payments.booking_request_id, [...requestIds]))
    .orderBy(asc(payments.created_at), asc(payments.id));
