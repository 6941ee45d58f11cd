import type { Resolvers } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { toProject } from './projects.row.service';
import { projectFieldResolvers } from './projects.fields.resolvers';
import { projectPage, setProjectFlag } from './projects.service';

/** The read side of projects and the simple flags; createProject/editProject live beside. */
export const projectsResolvers: Resolvers<GraphQLContext> = {
  ...projectFieldResolvers,
  Query: {
    projects: async (_parent, args, ctx) => {
      const { rows, ...page } = await projectPage(ctx, args);
      return { ...page, data: rows.map(toProject) };
    },
  },
  Mutation: {
    removeProject: async (_parent, args, ctx) =>
      toProject(await setProjectFlag(ctx, args.project_id, { deleted_at: new Date() }, 'deleted')),
    editVisibleProject: async (_parent, args, ctx) =>
      toProject(await setProjectFlag(ctx, args.project_id, { visible: args.visible }, 'updated')),
    editProjectImportant: async (_parent, args, ctx) =>
      toProject(
        await setProjectFlag(ctx, args.project_id, { important: args.important }, 'updated'),
      ),
  },
};
