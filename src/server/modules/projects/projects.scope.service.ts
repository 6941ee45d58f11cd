import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { isAgencyScoped } from '../../../shared/access';
import type { GraphQLContext, Viewer } from '../../context';
import type { DbOrTx } from '../../db/client';
import { projects } from '../../db/schema';
import { appError, parseId, requireViewer } from '../../kernel';
import { subjectOf } from '../../graphql/authorize';
import type { ProjectRow } from './projects.row.service';

export const projectNotFound = 'El proyecto no existe.';
export const projectForbidden = 'No tienes acceso a este proyecto.';

/**
 * The one agency filter of projects and of everything that hangs off them (units, media,
 * webhooks, home summary). Agency-scoped roles see their agencies' projects plus the projects
 * they are linked to; platform-wide roles get undefined (no filter). Callers invoke
 * `projectScope.condition(viewer)` at call time so a test can spy on it for every path at once.
 */
export const projectScope = {
  condition(viewer: Viewer): SQL | undefined {
    if (!isAgencyScoped(subjectOf(viewer))) return undefined;
    const byAgency = viewer.agencyIds.length
      ? inArray(projects.real_state_agency_id, viewer.agencyIds)
      : undefined;
    const linked = viewer.projectIds.length ? inArray(projects.id, viewer.projectIds) : undefined;
    return or(byAgency, linked) ?? sql`false`;
  },
};

/** A project id argument as a row id (NOT_FOUND for anything that cannot be one). */
export const projectIdOf = (value: string | number) => parseId(value, projectNotFound);

/**
 * Loads a live project the viewer may work on: NOT_FOUND when it does not exist (or was
 * removed), FORBIDDEN (HTTP 403, the SPA goes to /error-403) when it belongs to another agency.
 * With `lock`, the row is locked FOR UPDATE inside the caller's transaction.
 */
export async function requireProject(
  ctx: GraphQLContext,
  db: DbOrTx,
  id: string | number,
  options: { lock?: boolean } = {},
): Promise<ProjectRow> {
  const viewer = requireViewer(ctx);
  const projectId = projectIdOf(id);
  const query = db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), isNull(projects.deleted_at)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw appError('NOT_FOUND', projectNotFound);
  if (!canSeeProject(viewer, row)) throw appError('FORBIDDEN', projectForbidden);
  return row;
}

/** The same rule as `projectScope.condition`, for a row already in hand. */
export function canSeeProject(
  viewer: Viewer,
  row: Pick<ProjectRow, 'id' | 'real_state_agency_id'>,
): boolean {
  if (!isAgencyScoped(subjectOf(viewer))) return true;
  return viewer.agencyIds.includes(row.real_state_agency_id) || viewer.projectIds.includes(row.id);
}
