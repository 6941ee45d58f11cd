import type { Project } from '../../../../graphql/generated/server/resolvers-types';
import { perRequest } from '../../kernel';
import { projectScope, toProject } from '../projects';
import { requireViewer } from '../profile';
import { findUserProjects } from './users.projects.repository';

/**
 * User.projects for every user of a page in one query. Agency-scoped viewers see only the
 * projects they work with, even when the user is also linked elsewhere.
 */
export const userProjectsLoader = perRequest(
  async (ctx, userIds: readonly number[]): Promise<Project[][]> => {
    const rows = await findUserProjects(
      ctx.db,
      userIds,
      projectScope.condition(requireViewer(ctx)),
    );
    return userIds.map((id) =>
      rows.filter((row) => row.user_id === id).map((row) => toProject(row.project)),
    );
  },
);
