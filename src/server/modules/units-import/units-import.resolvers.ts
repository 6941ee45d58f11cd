import type { Resolvers } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import {
  checkPropertiesExcel,
  registerPropertiesSave,
  savePropertiesImport,
} from './units-import.service';
import { updatePropertiesByExcel } from './units-import.update.service';

/**
 * The units import (spec §7 Excel): check a sheet (its rows kept), save them by import id or as
 * jsonExcel, update units by sheet.
 */
export const spreadsheetsResolvers: Resolvers<GraphQLContext> = {
  Mutation: {
    checkPropertiesExcel: (_parent, args, ctx) => checkPropertiesExcel(ctx, args),
    registerPropertiesSave: (_parent, args, ctx) => registerPropertiesSave(ctx, args),
    savePropertiesImport: (_parent, args, ctx) => savePropertiesImport(ctx, args),
    updatePropertiesByExcel: (_parent, args, ctx) => updatePropertiesByExcel(ctx, args),
  },
};
