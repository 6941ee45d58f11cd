import type { Resolvers, UfValue } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import type { UfValueRow } from './uf-values.repository';
import {
  deleteUfValue,
  importUfValues,
  setUfValue,
  ufOfDay,
  ufValuePage,
} from './uf-values.service';

function toUfValue(row: UfValueRow): UfValue {
  return {
    date: row.date,
    value: Number(row.value),
    loaded_by: row.loaded_by_name,
    updated_at: row.updated_at.toISOString(),
  };
}

/** The UF of the day (issue 34): the list, the day's value, and Admin's loads. */
export const ufValuesResolvers: Resolvers<GraphQLContext> = {
  Query: {
    ufValues: async (_parent, args, ctx) => {
      const page = await ufValuePage(ctx, args);
      return { ...page, data: page.data.map(toUfValue) };
    },
    ufOfDay: (_parent, args, ctx) => ufOfDay(ctx, args.date),
  },
  Mutation: {
    setUfValue: async (_parent, args, ctx) => toUfValue(await setUfValue(ctx, args)),
    deleteUfValue: (_parent, args, ctx) => deleteUfValue(ctx, args.date),
    importUfValues: (_parent, args, ctx) => importUfValues(ctx, args.file),
  },
};
