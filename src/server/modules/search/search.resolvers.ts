import type { Resolvers } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { searchAnywhere } from './search.service';

export const searchResolvers: Resolvers<GraphQLContext> = {
  Query: {
    search: (_parent, args, ctx) => searchAnywhere(ctx, args),
  },
};
