import type { Resolvers, SavedView } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import type { SavedViewRow } from './saved-views.repository';
import {
  createView,
  markDefault,
  myViews,
  removeView,
  renameOrRestate,
} from './saved-views.service';

function toSavedView(row: SavedViewRow): SavedView {
  return {
    id: String(row.id),
    list: row.list,
    name: row.name,
    state: row.state,
    is_default: row.is_default,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export const savedViewsResolvers: Resolvers<GraphQLContext> = {
  Query: {
    savedViews: async (_parent, args, ctx) => (await myViews(ctx, args.list)).map(toSavedView),
  },
  Mutation: {
    createSavedView: async (_parent, args, ctx) => toSavedView(await createView(ctx, args)),
    updateSavedView: async (_parent, args, ctx) => toSavedView(await renameOrRestate(ctx, args)),
    deleteSavedView: (_parent, args, ctx) => removeView(ctx, args.id),
    setDefaultSavedView: async (_parent, args, ctx) =>
      (await markDefault(ctx, args)).map(toSavedView),
  },
};
