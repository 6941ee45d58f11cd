// The webhooks module as other modules see it: import from here, never from its files.
export { attachWebhookRunner } from './webhooks.attach.service';
export { webhooksResolvers } from './webhooks.resolvers';
