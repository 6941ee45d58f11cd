import type { ProspectDuplicateGroupPaginator } from '../../../../graphql/generated/server/resolvers-types';
import { formatRut, rutCheckDigit } from '../../../shared/rut';
import type { GraphQLContext } from '../../context';
import {
  groupedBy,
  pageInfo,
  pageWindow,
  perRequest,
  perRequestValue,
  requireViewer,
} from '../../kernel';
import { projectScope } from '../projects';
import { salesProjects, type ProjectSet } from '../quotations';
import type { ProspectRow } from './business.board.repository';
import { findCrossAgencyGroups, findDuplicates } from './business.duplicates.repository';
import { prospectById } from './business.loaders';

// Duplicates by RUT (issue 34). The scope is the viewer's live projects, whatever the page's
// filters: a duplicate in another project of the agency counts, one of another agency never does
// for an agency role (it is outside the scope). Admin's report is the one place where agencies
// meet.

/** The viewer's live projects, for the board filtered by project (unfiltered, it has them). */
export const duplicateScope: (ctx: GraphQLContext) => Promise<ProjectSet> = perRequestValue((ctx) =>
  salesProjects(ctx, {}),
);

/** Each prospect's duplicates in scope, newest first; their rows prime prospectById. */
export const duplicatesOf = perRequest(async (ctx, ids: readonly number[]) => {
  const scope = projectScope.condition(requireViewer(ctx));
  const found = await findDuplicates(ctx.db, ids, scope);
  for (const { row } of found) prospectById(ctx).prime(row.id, row);
  const grouped = groupedBy(ids, found, (r) => r.of);
  return grouped.map((rows) => rows.map((r): ProspectRow => r.row));
});

/** Each prospect's number of duplicates (the board's json statement primes it for its cards). */
export const duplicateCountOf = perRequest(async (ctx, ids: readonly number[]) =>
  (await duplicatesOf(ctx).loadMany(ids)).map((rows) => (Array.isArray(rows) ? rows.length : 0)),
);

export const DUPLICATE_GROUPS_PER_PAGE = 20;

export async function crossAgencyDuplicates(
  ctx: GraphQLContext,
  page: number | null | undefined,
): Promise<ProspectDuplicateGroupPaginator> {
  const window = pageWindow(page, DUPLICATE_GROUPS_PER_PAGE);
  const { total, groups } = await findCrossAgencyGroups(ctx.db, window.offset, window.limit);
  return {
    ...pageInfo(total, window.page, DUPLICATE_GROUPS_PER_PAGE, groups.length),
    data: groups.map((group) => ({
      rut: formatRut(group.rut, rutCheckDigit(group.rut)),
      customer_name: group.customer_name ?? '',
      prospects: group.prospects,
      agencies: group.agencies.map((agency) => ({
        agency_id: String(agency.id),
        agency_name: agency.name,
        prospects: agency.n,
      })),
    })),
  };
}
