import type {
  QueryBookingordersArgs,
  QueryBookingrequestsArgs,
} from '../../../../graphql/generated/server/resolvers-types';
import { bookingOrderStatus, bookingRequestStatus } from '../../../shared/sales-status';
import type { GraphQLContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { appError, pageInfo, pageWindow, parseId, parseSort, requireViewer } from '../../kernel';
import { canSeeProject } from '../projects';
import { propertyById, quotationById } from '../sales-common';
import { unitLoaders } from '../units';
import { bookingRequestById, orderOfBookingRequest } from './bookings.loaders';
import { given, salesProjects, statusFilter, parseSearch } from '../quotations';
import { expiringCondition } from '../sales-expiry';
import type { BookingOrderRow, BookingRequestRow } from './bookings.mappers';
import {
  bookingOrderSorts,
  countBookingOrders,
  findBookingOrderDetails,
  findLocatedBookingOrder,
  pageBookingOrders,
} from './bookings.orders.repository';
import {
  bookingRequestSorts,
  countBookingRequests,
  expiringColumns,
  findBookingRequestDetails,
  findLocatedBookingRequest,
  pageBookingRequests,
} from './bookings.requests.repository';

// Solicitud de Reservas and Pagos de Reservas: pages of 15, newest first, within the viewer's
// projects, by project, status and search (the request's contact: name, email, phone, RUT).

export const BOOKINGS_PER_PAGE = 15;

export const bookingMessages = {
  requestNotFound: 'La solicitud de reserva no existe.',
  requestForbidden: 'No tienes acceso a esta solicitud de reserva.',
  orderNotFound: 'La orden de pago de reserva no existe.',
  orderForbidden: 'No tienes acceso a esta orden de pago de reserva.',
};

type Located<R> = R & { agency_id: number };

function located<R extends { project_id: number }>(
  ctx: GraphQLContext,
  found: { row: R; agency_id: number } | undefined,
  messages: { notFound: string; forbidden: string },
): Located<R> {
  if (!found) throw appError('NOT_FOUND', messages.notFound);
  const project = { id: found.row.project_id, real_state_agency_id: found.agency_id };
  if (!canSeeProject(requireViewer(ctx), project)) {
    throw appError('FORBIDDEN', messages.forbidden);
  }
  return { ...found.row, agency_id: found.agency_id };
}

const requestMessages = {
  notFound: bookingMessages.requestNotFound,
  forbidden: bookingMessages.requestForbidden,
};
const orderMessages = {
  notFound: bookingMessages.orderNotFound,
  forbidden: bookingMessages.orderForbidden,
};

/**
 * A booking request of a live project the viewer may see: NOT_FOUND, or FORBIDDEN for another
 * agency's. With `lock`, its row is locked FOR UPDATE.
 */
export async function requireBookingRequest(
  ctx: GraphQLContext,
  db: DbOrTx,
  id: string | number,
  lock = false,
): Promise<Located<BookingRequestRow>> {
  const found = await findLocatedBookingRequest(db, parseId(id, requestMessages.notFound), lock);
  return located(ctx, found, requestMessages);
}

/** The same for a booking order. */
export async function requireBookingOrder(
  ctx: GraphQLContext,
  db: DbOrTx,
  id: string | number,
  lock = false,
): Promise<Located<BookingOrderRow>> {
  const found = await findLocatedBookingOrder(db, parseId(id, orderMessages.notFound), lock);
  return located(ctx, found, orderMessages);
}

/**
 * requireBookingRequest for the details page: the same checks in the statement that reads the
 * rows its field resolvers show, primed into their loaders, so no row is read twice.
 */
async function bookingRequestDetails(ctx: GraphQLContext, id: string) {
  const found = await findBookingRequestDetails(ctx.db, parseId(id, requestMessages.notFound));
  if (!found) throw appError('NOT_FOUND', requestMessages.notFound);
  const { project, property, quotation, order } = found;
  const row = located(
    ctx,
    { row: found.row, agency_id: project.real_state_agency_id },
    requestMessages,
  );
  unitLoaders(ctx).project.prime(project.id, project);
  if (property) propertyById(ctx).prime(property.id, property);
  if (quotation) quotationById(ctx).prime(quotation.id, quotation);
  orderOfBookingRequest(ctx).prime(row.id, order);
  return row;
}

/** The same for a booking order: its request, the request's project and home. */
async function bookingOrderDetails(ctx: GraphQLContext, id: string) {
  const found = await findBookingOrderDetails(ctx.db, parseId(id, orderMessages.notFound));
  if (!found) throw appError('NOT_FOUND', orderMessages.notFound);
  const row = located(ctx, found, orderMessages);
  const { request, requestProject, property } = found;
  bookingRequestById(ctx).prime(row.booking_request_id, request);
  if (requestProject) unitLoaders(ctx).project.prime(requestProject.id, requestProject);
  if (property) propertyById(ctx).prime(property.id, property);
  return row;
}

/** A page of rows and the total: known from a short first page, otherwise counted. */
async function paged<R>(
  page: number | null | undefined,
  rowsAt: (offset: number, limit: number) => Promise<R[]>,
  total: () => Promise<number>,
) {
  const window = pageWindow(page, BOOKINGS_PER_PAGE);
  const rows = await rowsAt(window.offset, window.limit);
  const n = window.page === 1 && rows.length < BOOKINGS_PER_PAGE ? rows.length : await total();
  return { rows, ...pageInfo(n, window.page, BOOKINGS_PER_PAGE, rows.length) };
}

/** `bookingrequests`: a page, or with `id` that request alone. */
export async function bookingRequestPage(ctx: GraphQLContext, args: QueryBookingrequestsArgs) {
  if (given(args.id) !== undefined) {
    const row = await bookingRequestDetails(ctx, String(args.id));
    return { rows: [row], ...pageInfo(1, 1, BOOKINGS_PER_PAGE, 1) };
  }
  const sort = parseSort(args.sort, bookingRequestSorts);
  const status = statusFilter(bookingRequestStatus, args.status);
  const search = parseSearch(args.search);
  const projects = await salesProjects(ctx, args);
  const expiring = args.expiring
    ? await expiringCondition(ctx.db, 'booking_request', projects.ids, expiringColumns)
    : null;
  const filters = { projects, status, search, expiring, sort };
  return paged(
    args.page,
    (offset, limit) => pageBookingRequests(ctx.db, filters, offset, limit),
    () => countBookingRequests(ctx.db, filters),
  );
}

/** `bookingorders`: a page, or with `id` that order alone; search matches its request. */
export async function bookingOrderPage(ctx: GraphQLContext, args: QueryBookingordersArgs) {
  if (given(args.id) !== undefined) {
    const row = await bookingOrderDetails(ctx, String(args.id));
    return { rows: [row], ...pageInfo(1, 1, BOOKINGS_PER_PAGE, 1) };
  }
  const sort = parseSort(args.sort, bookingOrderSorts);
  const status = statusFilter(bookingOrderStatus, args.status);
  const search = parseSearch(args.search);
  const filters = { projects: await salesProjects(ctx, args), status, search, sort };
  return paged(
    args.page,
    (offset, limit) => pageBookingOrders(ctx.db, filters, offset, limit),
    () => countBookingOrders(ctx.db, filters),
  );
}
