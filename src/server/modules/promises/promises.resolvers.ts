import type { Resolvers } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { auditEntries } from '../audits';
import { paymentsOfPromiseRequest, quotationById } from '../sales-common';
import { toQuotation } from '../quotations';
import { editPromiseOrderStatus, editPromiseRequestStatus } from './promises.status.service';
import { orderOfPromiseRequest, promiseOrderById, promiseRequestById } from './promises.loaders';
import { toPromiseOrder, toPromiseRequest } from './promises.mappers';
import { promiseOrderPage, promiseRequestPage } from './promises.query.service';

// Relations are keyed by the record's id: the row behind it comes from the by-id loader the list
// primed (no query), then one batched query per relation for the whole page.

const requestRow = (ctx: GraphQLContext, id: string) => promiseRequestById(ctx).load(Number(id));

export const promisesResolvers: Resolvers<GraphQLContext> = {
  Query: {
    promiserequests: (_parent, args, ctx) => promiseRequestPage(ctx, args),
    promiseorders: (_parent, args, ctx) => promiseOrderPage(ctx, args),
  },
  Mutation: {
    editPromiseRequest: async (_parent, args, ctx) =>
      toPromiseRequest(await editPromiseRequestStatus(ctx, args)),
    editPromiseOrder: async (_parent, args, ctx) =>
      toPromiseOrder(await editPromiseOrderStatus(ctx, args)),
  },
  PromiseRequest: {
    quotation: async (request, _args, ctx) => {
      const row = await requestRow(ctx, request.id);
      const quotation = row ? await quotationById(ctx).load(row.quotation_id) : null;
      return quotation ? toQuotation(quotation) : null;
    },
    payments: (request, _args, ctx) => paymentsOfPromiseRequest(ctx).load(Number(request.id)),
    promiseorder: async (request, _args, ctx) => {
      const order = await orderOfPromiseRequest(ctx).load(Number(request.id));
      return order ? toPromiseOrder(order) : null;
    },
    audits: (request, _args, ctx) =>
      auditEntries(ctx, 'PromiseRequest', request.id, `/promises-requests/${request.id}/details`),
  },
  PromiseOrder: {
    promiserequest: async (order, _args, ctx) => {
      const row = await promiseOrderById(ctx).load(Number(order.id));
      const request = row ? await promiseRequestById(ctx).load(row.promise_request_id) : null;
      return request ? toPromiseRequest(request) : null;
    },
    audits: (order, _args, ctx) =>
      auditEntries(ctx, 'PromiseOrder', order.id, `/promises-orders/${order.id}/details`),
  },
};
