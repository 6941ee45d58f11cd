// The plans module as other modules see it: import from here, never from its files.
export { plansResolvers } from './plans.resolvers';
