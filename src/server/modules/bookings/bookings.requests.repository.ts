import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { BookingRequestStatus } from '../../../shared/sales-status';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { statementOnce } from '../../db/prepared';
import { orderOr, type ListSort, type SortColumns } from '../../kernel';
import {
  bookingOrders,
  bookingRequests,
  payments,
  projects,
  properties,
  quotations,
} from '../../db/schema';
import { inProjectSet, searchMatches, type ProjectSet, type SalesSearch } from '../quotations';

// Booking requests (Solicitud de Reservas): by id, a page of the list, the status write and the
// batch reads behind their loaders. The rules are in bookings.service.ts and
// bookings.request-edit.service.ts.

/** The list's filters, as bookings.service.ts parsed them. */
export interface BookingListFilters<S extends string> {
  projects: ProjectSet;
  status: S | null;
  search: SalesSearch | null;
  /** «Por vencer» (sales-expiry's expiringCondition over `expiringColumns`); null = off. */
  expiring?: SQL | null;
  /** The asked `sort` (issue 33); null: newest first. */
  sort?: ListSort | null;
}

/** The fields the booking requests list sorts by (`sort`). */
export const bookingRequestSorts: SortColumns = {
  id: bookingRequests.id,
  created_at: bookingRequests.created_at,
  status: bookingRequests.status,
};

/** The columns the «Por vencer» condition reads. */
export const expiringColumns = {
  projectId: bookingRequests.project_id,
  createdAt: bookingRequests.created_at,
  status: bookingRequests.status,
};

/**
 * A booking request of a live project with its project's agency; undefined when missing or its
 * project was removed. With `lock`, its row is locked FOR UPDATE.
 */
export async function findLocatedBookingRequest(db: DbOrTx, id: number, lock = false) {
  const t = bookingRequests;
  const query = db
    .select({ row: t, agency_id: projects.real_state_agency_id })
    .from(t)
    .innerJoin(projects, eq(projects.id, t.project_id))
    .where(and(eq(t.id, id), isNull(projects.deleted_at)));
  const [found] = lock ? await query.for('update', { of: t }) : await query;
  return found;
}

/**
 * A booking request of a live project for its details page, in one statement: its project (the
 * scope check), home, quotation and latest order, which prime their loaders. Built once per
 * database (a placeholder takes the id).
 */
const bookingRequestDetails = statementOnce('booking_request_details', (db: Db) => {
  const t = bookingRequests;
  const latestOrder = sql`(select max(o.id) from ${bookingOrders} o where o.booking_request_id = ${t.id})`;
  return db
    .select({
      row: t,
      project: projects,
      property: properties,
      quotation: quotations,
      order: bookingOrders,
    })
    .from(t)
    .innerJoin(projects, eq(projects.id, t.project_id))
    .leftJoin(properties, eq(properties.id, t.property_id))
    .leftJoin(quotations, eq(quotations.id, t.quotation_id))
    .leftJoin(bookingOrders, eq(bookingOrders.id, latestOrder))
    .where(and(eq(t.id, sql.placeholder('id')), isNull(projects.deleted_at)));
});

export async function findBookingRequestDetails(db: Db, id: number) {
  const [found] = await bookingRequestDetails(db, { id });
  return found;
}

function requestsWhere(f: BookingListFilters<BookingRequestStatus>) {
  const t = bookingRequests;
  return and(
    inProjectSet(t.project_id, f.projects),
    f.status ? eq(t.status, f.status) : undefined,
    f.search ? searchMatches(t.search_text, f.search) : undefined,
    f.expiring ?? undefined,
  );
}

/** One page of the list, newest first or in the asked sort. */
export const pageBookingRequests = (
  db: DbOrTx,
  f: BookingListFilters<BookingRequestStatus>,
  offset: number,
  limit: number,
) =>
  db
    .select()
    .from(bookingRequests)
    .where(requestsWhere(f))
    .orderBy(
      ...orderOr(f.sort, bookingRequestSorts, bookingRequests.id, [
        desc(bookingRequests.created_at),
        desc(bookingRequests.id),
      ]),
    )
    .limit(limit)
    .offset(offset);

export async function countBookingRequests(
  db: DbOrTx,
  f: BookingListFilters<BookingRequestStatus>,
): Promise<number> {
  return (await db.select({ n: count() }).from(bookingRequests).where(requestsWhere(f)))[0]?.n ?? 0;
}

/** Sets the status; the row as it is now (undefined when it vanished). */
export async function updateBookingRequestStatus(tx: Tx, id: number, status: BookingRequestStatus) {
  const [row] = await tx
    .update(bookingRequests)
    .set({ status, updated_at: new Date() })
    .where(eq(bookingRequests.id, id))
    .returning();
  return row;
}

export const findBookingRequests = (db: DbOrTx, ids: readonly number[]) =>
  db
    .select()
    .from(bookingRequests)
    .where(inArray(bookingRequests.id, [...ids]));

/** Every payment attempt of the requests, oldest first (the order they happened in). */
export const findPaymentsOfRequests = (db: DbOrTx, requestIds: readonly number[]) =>
  db
    .select()
    .from(payments)
    .where(inArray(payments.booking_request_id, [...requestIds]))
    .orderBy(asc(payments.id));
