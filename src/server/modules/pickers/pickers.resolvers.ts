import type { Resolvers } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { requireViewer } from '../profile';
import { findProjectsRelatedTo } from './pickers.repository';
import { toProject } from '../projects';

export const pickersResolvers: Resolvers<GraphQLContext> = {
  Query: {
    projectsrelatedtome: async (_parent, _args, ctx) =>
      (await findProjectsRelatedTo(ctx.db, requireViewer(ctx))).map(toProject),
  },
};
