// The business module as other modules see it: import from here, never from its files.
export { businessResolvers } from './business.resolvers';
