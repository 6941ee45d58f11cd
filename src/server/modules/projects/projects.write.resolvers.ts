import type { Resolvers } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { toProject } from './projects.row.service';
import { createProject, editProject } from './projects.write.service';

/** createProject and editProject (multipart); the Project fields resolve in projects.fields.ts. */
export const projectWriteResolvers: Resolvers<GraphQLContext> = {
  Mutation: {
    createProject: async (_parent, args, ctx) => toProject(await createProject(ctx, args)),
    editProject: async (_parent, args, ctx) => toProject(await editProject(ctx, args)),
  },
};
