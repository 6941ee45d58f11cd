import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { BookingOrderStatus } from '../../../shared/sales-status';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { statementOnce } from '../../db/prepared';
import { orderOr, type SortColumns } from '../../kernel';
import { alias } from 'drizzle-orm/pg-core';
import { bookingOrders, bookingRequests, projects, properties } from '../../db/schema';
import { inProjectSet, searchMatches } from '../quotations';
import type { BookingListFilters } from './bookings.requests.repository';

// Booking orders (Pagos de Reservas): by id, a page of the list, the status write and the batch
// read behind their loader. The rules are in bookings.service.ts and
// bookings.order-edit.service.ts.

/**
 * A booking order of a live project with its project's agency; undefined when missing or its
 * project was removed. With `lock`, its row is locked FOR UPDATE.
 */
export async function findLocatedBookingOrder(db: DbOrTx, id: number, lock = false) {
  const t = bookingOrders;
  const query = db
    .select({ row: t, agency_id: projects.real_state_agency_id })
    .from(t)
    .innerJoin(projects, eq(projects.id, t.project_id))
    .where(and(eq(t.id, id), isNull(projects.deleted_at)));
  const [found] = lock ? await query.for('update', { of: t }) : await query;
  return found;
}

const requestProjects = alias(projects, 'request_projects');

/**
 * A booking order of a live project for its details page, in one statement: its project's agency
 * (the scope check), its request with the request's project and home, which prime their loaders.
 * Built once per database (a placeholder takes the id).
 */
const bookingOrderDetails = statementOnce('booking_order_details', (db: Db) => {
  const t = bookingOrders;
  return db
    .select({
      row: t,
      agency_id: projects.real_state_agency_id,
      request: bookingRequests,
      requestProject: requestProjects,
      property: properties,
    })
    .from(t)
    .innerJoin(projects, eq(projects.id, t.project_id))
    .leftJoin(bookingRequests, eq(bookingRequests.id, t.booking_request_id))
    .leftJoin(requestProjects, eq(requestProjects.id, bookingRequests.project_id))
    .leftJoin(properties, eq(properties.id, bookingRequests.property_id))
    .where(and(eq(t.id, sql.placeholder('id')), isNull(projects.deleted_at)));
});

export async function findBookingOrderDetails(db: Db, id: number) {
  const [found] = await bookingOrderDetails(db, { id });
  return found;
}

/** The list's conditions; a search matches the order's request. */
/** The fields the booking orders list sorts by (`sort`, issue 33). */
export const bookingOrderSorts: SortColumns = {
  id: bookingOrders.id,
  created_at: bookingOrders.created_at,
  status: bookingOrders.status,
};

function ordersWhere(f: BookingListFilters<BookingOrderStatus>) {
  const t = bookingOrders;
  const requests = f.search
    ? sql`${t.booking_request_id} in (select ${bookingRequests.id} from ${bookingRequests}
        where ${searchMatches(bookingRequests.search_text, f.search)})`
    : undefined;
  return and(
    inProjectSet(t.project_id, f.projects),
    f.status ? eq(t.status, f.status) : undefined,
    requests,
  );
}

/** One page of the list, newest first. */
export const pageBookingOrders = (
  db: DbOrTx,
  f: BookingListFilters<BookingOrderStatus>,
  offset: number,
  limit: number,
) =>
  db
    .select()
    .from(bookingOrders)
    .where(ordersWhere(f))
    .orderBy(
      ...orderOr(f.sort, bookingOrderSorts, bookingOrders.id, [
        desc(bookingOrders.created_at),
        desc(bookingOrders.id),
      ]),
    )
    .limit(limit)
    .offset(offset);

export async function countBookingOrders(
  db: DbOrTx,
  f: BookingListFilters<BookingOrderStatus>,
): Promise<number> {
  return (await db.select({ n: count() }).from(bookingOrders).where(ordersWhere(f)))[0]?.n ?? 0;
}

/** Sets the status; the row as it is now (undefined when it vanished). */
export async function updateBookingOrderStatus(tx: Tx, id: number, status: BookingOrderStatus) {
  const [row] = await tx
    .update(bookingOrders)
    .set({ status, updated_at: new Date() })
    .where(eq(bookingOrders.id, id))
    .returning();
  return row;
}

/** The latest order of each request. */
export const findLatestOrdersOfRequests = (db: DbOrTx, requestIds: readonly number[]) =>
  db
    .selectDistinctOn([bookingOrders.booking_request_id])
    .from(bookingOrders)
    .where(inArray(bookingOrders.booking_request_id, [...requestIds]))
    .orderBy(asc(bookingOrders.booking_request_id), desc(bookingOrders.id));
