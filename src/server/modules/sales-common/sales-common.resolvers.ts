import type { Resolvers } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { customerResolvers } from './sales-common.customers.resolvers';

/**
 * The field resolvers every sales record shares: Customer. Quotation's relations are the
 * quotations module's, whose parent carries the row (QuotationModel).
 */
export const salesCommonResolvers: Resolvers<GraphQLContext> = {
  ...customerResolvers,
};
