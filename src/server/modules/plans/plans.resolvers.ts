import type { Resolvers } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { toProject } from '../projects';
import { contractPlans } from './plans.service';

/** The plans flow: one project's plan (/plans/list) or a whole contract (/plans/contract). */
export const plansResolvers: Resolvers<GraphQLContext> = {
  Mutation: {
    editPlanProject: async (_parent, args, ctx) => {
      const [row] = await contractPlans(ctx, { project_ids: [args.project_id], plan: args.plan });
      if (!row) throw new Error('editPlanProject changed no project');
      return toProject(row);
    },
    contractPlan: async (_parent, args, ctx) =>
      (
        await contractPlans(ctx, {
          project_ids: args.project_ids,
          plan: args.plan,
          additionals: args.additionals ?? [],
        })
      ).map(toProject),
  },
};
