import type { Resolvers } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { testProjectKeys, verifyOrderPayment } from './payments-flow.verify.service';

export const paymentsFlowResolvers: Resolvers<GraphQLContext> = {
  Mutation: {
    verifyBookingOrderPayment: (_parent, args, ctx) => verifyOrderPayment(ctx, 'booking', args.id),
    verifyPromiseOrderPayment: (_parent, args, ctx) => verifyOrderPayment(ctx, 'promise', args.id),
    testProjectPaymentKeys: (_parent, args, ctx) => testProjectKeys(ctx, args.project_id),
  },
};
