import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { isAgencyScoped } from '../../../shared/access';
import type { Viewer } from '../../context';
import type { DbOrTx } from '../../db/client';
import { projects } from '../../db/schema';
import { subjectOf } from '../../graphql/authorize';
import type { ProjectRow } from './projects.row.service';

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
  /**
   * The same filter for a statement built once (db/prepared.ts `statementOnce`): written with
   * placeholders, its values given per call by `values(viewer)`.
   */
  placeholders(): SQL {
    return sql`(${sql.placeholder('scope_everywhere')}::boolean
      or ${projects.real_state_agency_id} = any(${sql.placeholder('scope_agencies')}::int[])
      or ${projects.id} = any(${sql.placeholder('scope_projects')}::int[]))`;
  },
  values(viewer: Viewer): ScopeValues {
    const everywhere = !isAgencyScoped(subjectOf(viewer));
    return {
      scope_everywhere: everywhere,
      scope_agencies: everywhere ? '{}' : `{${viewer.agencyIds.join(',')}}`,
      scope_projects: everywhere ? '{}' : `{${viewer.projectIds.join(',')}}`,
    };
  },
};

/** The values of `projectScope.placeholders()`: the int arrays as PostgreSQL array literals. */
export interface ScopeValues {
  scope_everywhere: boolean;
  scope_agencies: string;
  scope_projects: string;
}

/** A live project by id; with `lock`, locked FOR UPDATE inside the caller's transaction. */
export async function findLiveProject(
  db: DbOrTx,
  id: number,
  lock: boolean,
): Promise<ProjectRow | undefined> {
  const query = db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), isNull(projects.deleted_at)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** What the /projects list filters on; an empty `ids` or a null `agencyId` matches nothing. */
export interface ProjectListFilter {
  ids?: number[];
  agencyId?: number | null;
}

/** Live projects under `scope` and the list's filters. */
export function projectListCondition(
  scope: SQL | undefined,
  filter: ProjectListFilter,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNull(projects.deleted_at), scope];
  if (filter.ids) {
    conditions.push(filter.ids.length ? inArray(projects.id, filter.ids) : sql`false`);
  }
  if (filter.agencyId !== undefined) {
    conditions.push(
      filter.agencyId ? eq(projects.real_state_agency_id, filter.agencyId) : sql`false`,
    );
  }
  return and(...conditions);
}
