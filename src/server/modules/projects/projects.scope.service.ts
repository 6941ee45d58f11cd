import { isAgencyScoped } from '../../../shared/access';
import type { GraphQLContext, Viewer } from '../../context';
import type { DbOrTx } from '../../db/client';
import { appError, parseId, requireViewer } from '../../kernel';
import { subjectOf } from '../../graphql/authorize';
import type { ProjectRow } from './projects.row.service';
import { findLiveProject } from './projects.scope.repository';

export { projectScope, type ScopeValues } from './projects.scope.repository';

export const projectNotFound = 'El proyecto no existe.';
export const projectForbidden = 'No tienes acceso a este proyecto.';

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
  const row = await findLiveProject(db, projectId, options.lock === true);
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
