// The Flow payments module as other modules see it: import from here, never from its files.
export { attachFlowPayments } from './payments-flow.runner.service';
export { paymentsFlowResolvers } from './payments-flow.resolvers';
