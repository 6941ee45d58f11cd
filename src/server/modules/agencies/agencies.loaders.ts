import { groupedBy, perRequest } from '../../kernel';
import { findProjectsOfAgencies } from './agencies.repository';

type ProjectRows = Awaited<ReturnType<typeof findProjectsOfAgencies>>;

// One loader per request: a page of agencies costs one projects query.
export const agencyProjectsLoader = perRequest(
  async (ctx, ids: readonly number[]): Promise<ProjectRows[]> =>
    groupedBy(ids, await findProjectsOfAgencies(ctx.db, ids), (row) => row.real_state_agency_id),
);
