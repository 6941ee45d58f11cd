import type { Resolvers } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { communesOfProvince, provinceById, provincesOfRegion } from './lookups.loaders';
import { toCommune, toLookup, toProvince, toRegion } from './lookups.mappers';
import { listLookup, listRegions } from './lookups.repository';

const provincesOf = async (region: { id: string }, ctx: GraphQLContext) =>
  (await provincesOfRegion(ctx).load(Number(region.id))).map(toProvince);

export const lookupsResolvers: Resolvers<GraphQLContext> = {
  Query: {
    regions: async (_parent, _args, ctx) => (await listRegions(ctx.db)).map(toRegion),
    projectstatus: async (_parent, _args, ctx) =>
      (await listLookup(ctx.db, 'projectStatuses')).map(toLookup),
    subsidytypes: async (_parent, _args, ctx) =>
      (await listLookup(ctx.db, 'subsidyTypes')).map(toLookup),
    plansadditional: async (_parent, _args, ctx) =>
      (await listLookup(ctx.db, 'additionalPlanTypes')).map(toLookup),
    projectstage: async (_parent, _args, ctx) =>
      (await listLookup(ctx.db, 'projectStageTypes')).map(toLookup),
  },
  Region: {
    provinces: (region, _args, ctx) => provincesOf(region, ctx),
    cities: (region, _args, ctx) => provincesOf(region, ctx),
  },
  Province: {
    communes: async (province, _args, ctx) =>
      (await communesOfProvince(ctx).load(Number(province.id))).map(toCommune),
  },
  Commune: {
    province: async (commune, _args, ctx) => {
      const row = await provinceById(ctx).load(Number(commune.province_id));
      return row ? toProvince(row) : null;
    },
  },
};
