import type { QueryPreapprovalsArgs } from '../../../../graphql/generated/server/resolvers-types';
import { preapprovalStatus } from '../../../shared/sales-status';
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
import { requirePreapproval } from './preapprovals.access';
import { preapprovalById } from './preapprovals.loaders';
import { toPreapproval } from './preapprovals.mappers';
import { pagePreapprovals } from './preapprovals.repository';

/**
 * `preapprovals`: newest first, 15 a page, by project, status and customer search; with `id`,
 * that one alone. Agency-scoped roles see their agencies' projects only; PreapprovalUser, whose
 * work is every agency's credit requests, and Admin see all.
 */
export async function preapprovalPage(ctx: GraphQLContext, args: QueryPreapprovalsArgs) {
  const viewer = requireViewer(ctx);
  const loader = preapprovalById(ctx);
  const id = given(args.id);
  if (id !== undefined) {
    const row = await requirePreapproval(ctx, ctx.db, id);
    loader.prime(row.id, row);
    return { data: [toPreapproval(row)], ...pageInfo(1, 1, SALES_PER_PAGE, 1) };
  }
  const status = statusFilter(preapprovalStatus, args.status);
  const projectId = await projectFilter(ctx, args.project_id);
  const page = pageNumber(args.page);
  const filters = { scope: projectScope.condition(viewer), projectId, status, search: args.search };
  const { rows, total } = await pagePreapprovals(ctx.db, filters, pageWindow(page));
  for (const row of rows) loader.prime(row.id, row);
  return { data: rows.map(toPreapproval), ...pageInfo(total, page, SALES_PER_PAGE, rows.length) };
}
