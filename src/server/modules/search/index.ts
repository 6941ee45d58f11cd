// The search module as other modules see it: import from here, never from its files.
export { searchResolvers } from './search.resolvers';
