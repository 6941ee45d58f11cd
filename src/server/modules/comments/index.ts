// The comments module as other modules see it: import from here, never from its files.
export { commentsResolvers } from './comments.resolvers';
