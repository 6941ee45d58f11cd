import { and, asc, eq, getTableColumns, inArray, isNull } from 'drizzle-orm';
import type { Project } from '../../../../graphql/generated/server/resolvers-types';
import { perRequest } from '../../kernel';
import { projectUsers, projects } from '../../db/schema';
import { projectScope, toProject } from '../projects';
import { requireViewer } from '../profile';

/**
 * User.projects for every user of a page in one query. Agency-scoped viewers see only the
 * projects they work with, even when the user is also linked elsewhere.
 */
export const userProjectsLoader = perRequest(
  async (ctx, userIds: readonly number[]): Promise<Project[][]> => {
    const rows = await ctx.db
      .select({ user_id: projectUsers.user_id, project: getTableColumns(projects) })
      .from(projectUsers)
      .innerJoin(projects, eq(projects.id, projectUsers.project_id))
      .where(
        and(
          inArray(projectUsers.user_id, [...userIds]),
          isNull(projects.deleted_at),
          projectScope.condition(requireViewer(ctx)),
        ),
      )
      .orderBy(asc(projects.name), asc(projects.id));
    return userIds.map((id) =>
      rows.filter((row) => row.user_id === id).map((row) => toProject(row.project)),
    );
  },
);
