import { sql, type SQL } from 'drizzle-orm';
import { isAgencyScoped } from '../../../shared/access';
import type { Viewer } from '../../context';
import { subjectOf } from '../../graphql/authorize';

// The outer row is named explicitly: Drizzle leaves columns unqualified in a single-table select,
// and inside the subquery a bare "id" would bind to the link table's own id.
const outerUserId = sql.raw('"users"."id"');

/**
 * The one agency filter of users (ARCHITECTURE §5). Every read and write of users — the list, the
 * edit page, the mutations and the Usuarios.xlsx download — calls `userScope.condition(viewer)`
 * at call time, so replacing it here (or in a test, with a spy) changes all of them at once.
 */
export const userScope = {
  /**
   * undefined for platform-wide roles (no filter); for agency-scoped roles, the users linked to
   * one of the viewer's agencies. The query must select from "users" under that name.
   */
  condition(viewer: Viewer): SQL | undefined {
    if (!isAgencyScoped(subjectOf(viewer))) return undefined;
    if (viewer.agencyIds.length === 0) return sql`false`;
    const agencyIds = sql.join(
      viewer.agencyIds.map((id) => sql`${id}`),
      sql`, `,
    );
    return sql`exists (select 1 from real_state_agency_users scope_link
      where scope_link.user_id = ${outerUserId}
        and scope_link.real_state_agency_id in (${agencyIds}))`;
  },
};
