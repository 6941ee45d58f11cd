import { and, asc, eq, getTableColumns, inArray, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { projectUsers, projects } from '../../db/schema';

/** The live projects of `userIds` that `scope` (the viewer's project scope) admits, by name. */
export function findUserProjects(db: DbOrTx, userIds: readonly number[], scope: SQL | undefined) {
  return db
    .select({ user_id: projectUsers.user_id, project: getTableColumns(projects) })
    .from(projectUsers)
    .innerJoin(projects, eq(projects.id, projectUsers.project_id))
    .where(and(inArray(projectUsers.user_id, [...userIds]), isNull(projects.deleted_at), scope))
    .orderBy(asc(projects.name), asc(projects.id));
}
