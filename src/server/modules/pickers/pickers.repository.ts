import { and, asc, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { isAgencyScoped } from '../../../shared/access';
import type { Viewer } from '../../context';
import type { DbOrTx } from '../../db/client';
import { projects } from '../../db/schema';
import { subjectOf } from '../../graphql/authorize';
import type { ProjectRow } from '../projects/project-row';

/**
 * Projects an agency-scoped viewer works with: its agencies' projects plus its linked projects.
 * undefined (no filter) for platform-wide roles.
 */
export function visibleProjectsCondition(viewer: Viewer): SQL | undefined {
  if (!isAgencyScoped(subjectOf(viewer))) return undefined;
  const byAgency = viewer.agencyIds.length
    ? inArray(projects.real_state_agency_id, viewer.agencyIds)
    : undefined;
  const linked = viewer.projectIds.length ? inArray(projects.id, viewer.projectIds) : undefined;
  return or(byAgency, linked) ?? sql`false`;
}

/** `projectsrelatedtome`: the viewer's projects by name, removed ones left out. */
export function findProjectsRelatedTo(db: DbOrTx, viewer: Viewer): Promise<ProjectRow[]> {
  return db
    .select()
    .from(projects)
    .where(and(isNull(projects.deleted_at), visibleProjectsCondition(viewer)))
    .orderBy(asc(projects.name), asc(projects.id));
}
