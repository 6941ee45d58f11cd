import type { Resolvers } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { auditEntries } from '../audits';
import { toAgency } from './agencies.mappers';
import { agencyById, agencyOptions, agencyPage, pageOf, setAgencyFlag } from './agencies.service';
import { createAgency, editAgency } from './agencies.write.service';

export const agenciesResolvers: Resolvers<GraphQLContext> = {
  Query: {
    realstateagencies: async (_parent, args, ctx) => {
      const { rows, ...page } = args.id
        ? pageOf([await agencyById(ctx, args.id)], 1, 1)
        : await agencyPage(ctx, args.page, args.sort);
      return { ...page, data: rows.map((row) => toAgency(row, ctx.config)) };
    },
    realstateagenciesnopagination: async (_parent, _args, ctx) =>
      (await agencyOptions(ctx)).map((row) => toAgency(row, ctx.config)),
  },
  Mutation: {
    createRealStateAgency: async (_parent, args, ctx) =>
      toAgency(await createAgency(ctx, args), ctx.config),
    editRealStateAgency: async (_parent, args, ctx) =>
      toAgency(await editAgency(ctx, args), ctx.config),
    deleteAgency: async (_parent, args, ctx) =>
      toAgency(await setAgencyFlag(ctx, args.id, { visible: args.visibility }), ctx.config),
    editRealstateAgencyImportant: async (_parent, args, ctx) =>
      toAgency(await setAgencyFlag(ctx, args.agency_id, { important: args.important }), ctx.config),
  },
  RealStateAgency: {
    audits: (agency, _args, ctx) =>
      auditEntries(ctx, 'RealStateAgency', agency.id, `/agencies/${agency.id}/audits`),
  },
};
