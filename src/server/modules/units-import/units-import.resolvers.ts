import type { Resolvers } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { checkPropertiesExcel } from './units-import.check';
import { registerPropertiesSave } from './units-import.save';
import { updatePropertiesByExcel } from './units-import.update';

/** The units import (spec §7 Excel): check a sheet, save its rows, update units by sheet. */
export const spreadsheetsResolvers: Resolvers<GraphQLContext> = {
  Mutation: {
    checkPropertiesExcel: (_parent, args, ctx) => checkPropertiesExcel(ctx, args),
    registerPropertiesSave: (_parent, args, ctx) => registerPropertiesSave(ctx, args),
    updatePropertiesByExcel: (_parent, args, ctx) => updatePropertiesByExcel(ctx, args),
  },
};
