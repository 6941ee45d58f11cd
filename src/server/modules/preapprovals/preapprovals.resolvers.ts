import type { Resolvers } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { auditEntries } from '../audits';
import { toLookup } from '../lookups';
import { toProject } from '../projects';
import { codebtorById, customerById, codebtorName, toCodebtor, toCustomer } from '../sales-common';
import { unitLoaders } from '../units';
import { documentUrl } from './preapprovals.document.service';
import { editPreapprovalRecord } from './preapprovals.edit.service';
import { preapprovalById, subsidyTypeById } from './preapprovals.loaders';
import { toPreapproval } from './preapprovals.mappers';
import { preapprovalPage } from './preapprovals.query.service';

const rowOf = (ctx: GraphQLContext, id: string) => preapprovalById(ctx).load(Number(id));

export const preapprovalsResolvers: Resolvers<GraphQLContext> = {
  Query: {
    preapprovals: (_parent, args, ctx) => preapprovalPage(ctx, args),
  },
  Mutation: {
    editPreapproval: async (_parent, args, ctx) => {
      const row = await editPreapprovalRecord(ctx, args);
      preapprovalById(ctx).clear(row.id).prime(row.id, row);
      return toPreapproval(row);
    },
  },
  Preapproval: {
    document_url: async (preapproval, _args, ctx) => {
      const row = await rowOf(ctx, preapproval.id);
      return row ? documentUrl(ctx.config, ctx.viewer, row) : null;
    },
    project: async (preapproval, _args, ctx) => {
      const row = await rowOf(ctx, preapproval.id);
      const project = row ? await unitLoaders(ctx).project.load(row.project_id) : null;
      return project ? toProject(project) : null;
    },
    // The co-debtor is the one this request names, not whoever backed the customer elsewhere.
    customer: async (preapproval, _args, ctx) => {
      const row = await rowOf(ctx, preapproval.id);
      if (!row) return null;
      const [customer, codebtor] = await Promise.all([
        customerById(ctx).load(row.customer_id),
        row.codebtor_id ? codebtorById(ctx).load(row.codebtor_id) : null,
      ]);
      if (!customer) return null;
      return {
        ...toCustomer(customer),
        codebtor: codebtor ? toCodebtor(codebtor) : null,
        codeudor_name: codebtor ? codebtorName(codebtor) : null,
      };
    },
    subsidytype: async (preapproval, _args, ctx) => {
      const row = await rowOf(ctx, preapproval.id);
      const type = row?.subsidy_type_id
        ? await subsidyTypeById(ctx).load(row.subsidy_type_id)
        : null;
      return type ? toLookup(type) : null;
    },
    audits: (preapproval, _args, ctx) =>
      auditEntries(ctx, 'Preapproval', preapproval.id, `/preapprovals/${preapproval.id}/details`),
  },
};
