// The news module as other modules see it: import from here, never from its files.
export { newsResolvers } from './news.resolvers';
