import type { Resolvers } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { communeById, toCommune } from '../lookups';
import { codebtorsOfCustomer, customerById } from './sales-common.customers.loaders';
import { codebtorName, toCodebtor } from './sales-common.customers.mappers';

// Customer's relations, keyed by the customer's id only, so they serve a Customer built by any
// module. The row comes from the same per-request loader that built the parent (a cache hit), or
// the parent carries the relation already.

async function latestCodebtor(ctx: GraphQLContext, customerId: string) {
  const [latest] = await codebtorsOfCustomer(ctx).load(Number(customerId));
  return latest ?? null;
}

export const customerResolvers: Resolvers<GraphQLContext> = {
  Customer: {
    // A parent that read the commune with the customer (quotations, pre-approvals) set it.
    commune: async (customer, _args, ctx) => {
      if (customer.commune !== undefined) return customer.commune;
      const row = await customerById(ctx).load(Number(customer.id));
      const commune = row?.commune_id ? await communeById(ctx).load(row.commune_id) : null;
      return commune ? toCommune(commune) : null;
    },
    // A pre-approval sets its own co-debtor (or null); elsewhere, the customer's latest one.
    codebtor: async (customer, _args, ctx) => {
      if (customer.codebtor !== undefined) return customer.codebtor;
      const row = await latestCodebtor(ctx, customer.id);
      return row ? toCodebtor(row) : null;
    },
    codeudor_name: async (customer, _args, ctx) => {
      if (customer.codeudor_name !== undefined) return customer.codeudor_name;
      const row = await latestCodebtor(ctx, customer.id);
      return row ? codebtorName(row) : null;
    },
  },
};
