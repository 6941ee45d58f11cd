import type { Resolvers } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { customerResolvers } from './customers.resolvers';
import { quotationRelationResolvers } from './quotation-relations.resolvers';

/** The field resolvers every sales record shares: Customer, Quotation's relations. */
export const salesCommonResolvers: Resolvers<GraphQLContext> = {
  ...customerResolvers,
  ...quotationRelationResolvers,
};
