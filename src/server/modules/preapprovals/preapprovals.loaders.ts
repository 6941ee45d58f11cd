import { findLookup } from '../lookups';
import { indexedBy, perRequest } from '../../kernel';
import { findPreapprovals } from './preapprovals.repository';

// The list and the details prime preapprovalById with their rows, so every field resolver finds
// the row's hidden columns (project, customer, co-debtor, subsidy) without a query.

export const preapprovalById = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(ids, await findPreapprovals(ctx.db, ids), (row) => row.id),
);

export const subsidyTypeById = perRequest(async (ctx, ids: readonly number[]) =>
  indexedBy(ids, await findLookup(ctx.db, 'subsidyTypes', ids), (row) => row.id),
);
