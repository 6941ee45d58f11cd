import type {
  QueryPromiseordersArgs,
  QueryPromiserequestsArgs,
} from '../../../../graphql/generated/server/resolvers-types';
import { promiseOrderStatus, promiseRequestStatus } from '../../../shared/sales-status';
import type { GraphQLContext } from '../../context';
import { salesListPage } from '../sales-common';
import { promiseOrderDetails, promiseRequestDetails } from './promises.access.service';
import { promiseOrderById, promiseRequestById } from './promises.loaders';
import { toPromiseOrder, toPromiseRequest } from './promises.mappers';
import {
  pagePromiseOrders,
  pagePromiseRequests,
  promiseOrderSorts,
  promiseRequestSorts,
} from './promises.repository';

/** `promiserequests`: newest first, 15 a page, by project, status and customer; or one by id. */
export const promiseRequestPage = (ctx: GraphQLContext, args: QueryPromiserequestsArgs) =>
  salesListPage(ctx, args, {
    statuses: promiseRequestStatus,
    sorts: promiseRequestSorts,
    one: promiseRequestDetails,
    page: pagePromiseRequests,
    byId: promiseRequestById,
    map: toPromiseRequest,
  });

/** `promiseorders`: the same for the orders (Pagos de Promesas). */
export const promiseOrderPage = (ctx: GraphQLContext, args: QueryPromiseordersArgs) =>
  salesListPage(ctx, args, {
    statuses: promiseOrderStatus,
    sorts: promiseOrderSorts,
    one: promiseOrderDetails,
    page: pagePromiseOrders,
    byId: promiseOrderById,
    map: toPromiseOrder,
  });
