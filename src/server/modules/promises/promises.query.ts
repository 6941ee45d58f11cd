import type {
  QueryPromiseordersArgs,
  QueryPromiserequestsArgs,
} from '../../../../graphql/generated/server/resolvers-types';
import { promiseOrderStatus, promiseRequestStatus } from '../../../shared/sales-status';
import type { GraphQLContext } from '../../context';
import { requireViewer } from '../common/inputs';
import { projectScope } from '../projects/project-scope';
import {
  SALES_PER_PAGE,
  given,
  pageWindow,
  projectFilter,
  statusFilter,
} from '../sales-common/sales-list';
import { pageInfo, pageNumber } from '../users/page';
import { promiseOrderById, promiseRequestById } from './promises.loaders';
import { toPromiseOrder, toPromiseRequest } from './promises.mappers';
import { requirePromiseOrder, requirePromiseRequest } from './promises.access';
import { pagePromiseOrders, pagePromiseRequests } from './promises.repository';

// `promiserequests` and `promiseorders`: newest first, 15 a page, filtered by project, status and
// the customer search; with `id`, that record alone (NOT_FOUND / FORBIDDEN as the details page
// expects). The rows prime the by-id loaders their field resolvers read.

const single = <T>(row: T) => ({ data: [row], ...pageInfo(1, 1, SALES_PER_PAGE, 1) });

export async function promiseRequestPage(ctx: GraphQLContext, args: QueryPromiserequestsArgs) {
  const viewer = requireViewer(ctx);
  const loader = promiseRequestById(ctx);
  const id = given(args.id);
  if (id !== undefined) {
    const row = await requirePromiseRequest(ctx, ctx.db, id);
    loader.prime(row.id, row);
    return single(toPromiseRequest(row));
  }
  const status = statusFilter(promiseRequestStatus, args.status);
  const projectId = await projectFilter(ctx, args.project_id);
  const page = pageNumber(args.page);
  const filters = { scope: projectScope.condition(viewer), projectId, status, search: args.search };
  const { rows, total } = await pagePromiseRequests(ctx.db, filters, pageWindow(page));
  for (const row of rows) loader.prime(row.id, row);
  return {
    data: rows.map(toPromiseRequest),
    ...pageInfo(total, page, SALES_PER_PAGE, rows.length),
  };
}

export async function promiseOrderPage(ctx: GraphQLContext, args: QueryPromiseordersArgs) {
  const viewer = requireViewer(ctx);
  const loader = promiseOrderById(ctx);
  const id = given(args.id);
  if (id !== undefined) {
    const row = await requirePromiseOrder(ctx, ctx.db, id);
    loader.prime(row.id, row);
    return single(toPromiseOrder(row));
  }
  const status = statusFilter(promiseOrderStatus, args.status);
  const projectId = await projectFilter(ctx, args.project_id);
  const page = pageNumber(args.page);
  const filters = { scope: projectScope.condition(viewer), projectId, status, search: args.search };
  const { rows, total } = await pagePromiseOrders(ctx.db, filters, pageWindow(page));
  for (const row of rows) loader.prime(row.id, row);
  return {
    data: rows.map(toPromiseOrder),
    ...pageInfo(total, page, SALES_PER_PAGE, rows.length),
  };
}
