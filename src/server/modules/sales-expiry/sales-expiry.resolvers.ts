import type { Resolvers } from '../../../../graphql/generated/server/resolvers-types';
import { expiresAt } from '../../../shared/sales-status';
import type { GraphQLContext } from '../../context';
import { quotationById } from '../sales-common';
import { unitLoaders } from '../units';

// `expires_at` of open quotations and booking requests (issue 31), from the shared rule and the
// project's validity (one batched project read per page).

type Open = { status: string | undefined; created_at: string | Date | undefined };

async function deadline(
  ctx: GraphQLContext,
  projectId: number,
  record: Open,
  open: string,
  validity: 'quotation_validity' | 'reserve_validity',
): Promise<string | null> {
  if (record.status !== open || record.created_at === undefined) return null;
  const project = await unitLoaders(ctx).project.load(projectId);
  const at = project ? expiresAt(new Date(record.created_at), project[validity]) : null;
  return at?.toISOString() ?? null;
}

export const salesExpiryResolvers: Resolvers<GraphQLContext> = {
  Quotation: {
    expires_at: async (quotation, _args, ctx) => {
      // A list page renders it in its statement (expiresAtSql); other parents compute it here.
      if (quotation.expires_at !== undefined) return quotation.expires_at;
      // A list page renders only the fields asked for: status and created_at may be absent.
      const given =
        typeof quotation.status === 'string' && typeof quotation.created_at === 'string';
      const row = given ? null : await quotationById(ctx).load(Number(quotation.id));
      const record = row ?? { status: quotation.status, created_at: quotation.created_at };
      return deadline(ctx, quotation.row.project_id, record, 'active', 'quotation_validity');
    },
  },
  BookingRequest: {
    expires_at: (request, _args, ctx) =>
      deadline(ctx, request.row.project_id, request.row, 'pending', 'reserve_validity'),
  },
};
