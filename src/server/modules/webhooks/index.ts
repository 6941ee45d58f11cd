// The webhooks module as other modules see it: import from here, never from its files.
export { webhooksResolvers } from './webhooks.resolvers';
