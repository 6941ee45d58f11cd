import type { Resolvers } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { auditEntries } from '../audits';
import { toProject } from '../projects';
import { propertyById, quotationById } from '../sales-common';
import { bookingOfQuotation, toQuotation } from '../quotations';
import { unitLoaders, toProperty } from '../units';
import { editBookingOrder } from './bookings.order-edit.service';
import { editBookingRequest } from './bookings.request-edit.service';
import {
  bookingRequestById,
  orderOfBookingRequest,
  paymentsOfBookingRequest,
} from './bookings.loaders';
import { toBookingOrder, toBookingRequest, toPayment } from './bookings.mappers';
import { bookingOrderPage, bookingRequestPage } from './bookings.service';

// Solicitud de Reservas and Pagos de Reservas: lists and details (one resolver each, `id` picks
// one) and the status changes. Relations go through per-request loaders; a request's audits are
// shown on its details page, so they follow that route's rule.

export const bookingsResolvers: Resolvers<GraphQLContext> = {
  Query: {
    bookingrequests: async (_parent, args, ctx) => {
      const { rows, ...page } = await bookingRequestPage(ctx, args);
      return { ...page, data: rows.map(toBookingRequest) };
    },
    bookingorders: async (_parent, args, ctx) => {
      const { rows, ...page } = await bookingOrderPage(ctx, args);
      return { ...page, data: rows.map(toBookingOrder) };
    },
  },
  Mutation: {
    editBookingRequest: async (_parent, args, ctx) =>
      toBookingRequest(await editBookingRequest(ctx, args.bookingrequest_id, args.status)),
    editBookingOrder: async (_parent, args, ctx) =>
      toBookingOrder(await editBookingOrder(ctx, args.bookingorder_id, args.status)),
  },
  // A quotation's booking request is the bookings module's to give (quotations do not import it).
  Quotation: {
    bookingrequest: async (quotation, _args, ctx) => {
      const row = await bookingOfQuotation(ctx).load(Number(quotation.id));
      return row && toBookingRequest(row);
    },
  },
  BookingRequest: {
    property: async (request, _args, ctx) => {
      const unit = await propertyById(ctx).load(request.row.property_id);
      return unit ? toProperty(unit) : null;
    },
    quotation: async (request, _args, ctx) => {
      const id = request.row.quotation_id;
      const quotation = id ? await quotationById(ctx).load(id) : null;
      return quotation ? toQuotation(quotation) : null;
    },
    project: async (request, _args, ctx) => {
      const project = await unitLoaders(ctx).project.load(request.row.project_id);
      return project ? toProject(project) : null;
    },
    payments: async (request, _args, ctx) =>
      (await paymentsOfBookingRequest(ctx).load(Number(request.id))).map(toPayment),
    bookingorder: async (request, _args, ctx) => {
      const row = await orderOfBookingRequest(ctx).load(Number(request.id));
      return row && toBookingOrder(row);
    },
    audits: (request, _args, ctx) =>
      auditEntries(ctx, 'BookingRequest', request.id, `/bookings-requests/${request.id}/details`),
  },
  BookingOrder: {
    bookingrequest: async (order, _args, ctx) => {
      const request = await bookingRequestById(ctx).load(order.row.booking_request_id);
      return request ? toBookingRequest(request) : null;
    },
    audits: (order, _args, ctx) =>
      auditEntries(ctx, 'BookingOrder', order.id, `/bookings-orders/${order.id}/details`),
  },
};
