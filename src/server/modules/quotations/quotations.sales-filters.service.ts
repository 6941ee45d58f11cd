import { statusCodes, type StatusTable } from '../../../shared/sales-status';
import { viewerCacheFor } from '../../auth/viewer-cache';
import type { GraphQLContext } from '../../context';
import { requireViewer } from '../../kernel';
import { filterAgency, filterChoice, filterProject } from '../exports';
import { projectScope } from '../projects';
import { findSalesProjects, type ProjectSet } from './quotations.sales-filters.repository';

// rest/dashboard reads the int[] literal from here.
export { intArray } from './quotations.sales-filters.repository';

// The filters the sales lists share (quotations, booking requests and orders). Every list reads
// through a set of project ids: the live projects the viewer may see, narrowed by the project and
// agency filters. Scoping is then one `project_id = any(...)` and a removed project's records
// leave the lists with it.

type Arg = string | null | undefined;

/** The spec's client sends blank filters as "" (none). */
export const given = (value: Arg): string | undefined => {
  const text = value?.trim();
  return text ? text : undefined;
};

/**
 * The projects the lists may read: the viewer's scope, and the project and agency filters when
 * given (a project or agency out of scope answers FORBIDDEN, a missing one NOT_FOUND, as the
 * export requests do). Removed projects are read too, only to know whether any exists.
 */
export async function salesProjects(
  ctx: GraphQLContext,
  filters: { project_id?: Arg; real_state_agency?: Arg },
): Promise<ProjectSet> {
  const viewer = requireViewer(ctx);
  const projectId = await filterProject(ctx, filters.project_id);
  const agencyId = await filterAgency(ctx, filters.real_state_agency, 'real_state_agency');
  // Kept with the viewer while the access epoch stands (migration 0039 bumps it when a project
  // is created, removed or moved): a list then reads no project set.
  return viewerCacheFor(ctx.db).derive(
    viewer,
    `sales-projects:${projectId}:${agencyId}`,
    async () => {
      const scope = projectScope.condition(viewer);
      const rows = await findSalesProjects(ctx.db, scope, projectId, agencyId);
      const ids = Object.freeze(rows.filter((row) => !row.removed).map((row) => row.id));
      const filtered = scope !== undefined || projectId !== null || agencyId !== null;
      // No row, no epoch read: such a set is not kept (-1 is never an epoch).
      const epoch = rows[0] ? Number(rows[0].epoch) : -1;
      return {
        value: Object.freeze({ ids, every: !filtered && ids.length === rows.length }),
        epoch,
      };
    },
  );
}

/** A status filter: one of the table's codes, or BAD_USER_INPUT naming the allowed ones. */
export function statusFilter<S extends string>(table: StatusTable<S>, value: Arg): S | null {
  const codes = statusCodes(table);
  return filterChoice(
    value,
    codes,
    'status',
    (text) => `«${text}» no es un estado de ${table.record} (estados: ${codes.join(', ')}).`,
  );
}
