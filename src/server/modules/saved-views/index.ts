// The saved-views module as other modules see it: import from here, never from its files.
export { savedViewsResolvers } from './saved-views.resolvers';
