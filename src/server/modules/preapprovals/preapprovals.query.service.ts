import type { QueryPreapprovalsArgs } from '../../../../graphql/generated/server/resolvers-types';
import { preapprovalStatus } from '../../../shared/sales-status';
import type { GraphQLContext } from '../../context';
import { salesListPage } from '../sales-common';
import { preapprovalDetails } from './preapprovals.access.service';
import { preapprovalById } from './preapprovals.loaders';
import { toPreapproval } from './preapprovals.mappers';
import { pagePreapprovals, preapprovalSorts } from './preapprovals.repository';

/**
 * `preapprovals`: newest first, 15 a page, by project, status and customer; or one by id.
 * Agency-scoped roles see their agencies' projects only; PreapprovalUser, whose work is every
 * agency's credit requests, and Admin see all.
 */
export const preapprovalPage = (ctx: GraphQLContext, args: QueryPreapprovalsArgs) =>
  salesListPage(ctx, args, {
    statuses: preapprovalStatus,
    sorts: preapprovalSorts,
    one: preapprovalDetails,
    page: pagePreapprovals,
    byId: preapprovalById,
    map: toPreapproval,
  });
