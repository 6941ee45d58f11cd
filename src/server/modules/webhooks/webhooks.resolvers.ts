import type { Resolvers } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { auditEntries } from '../audits';
import { toWebhook, toWebhookRecord } from './webhooks.mappers';
import {
  createProjectWebhook,
  deleteProjectWebhook,
  editProjectWebhook,
  projectWebhookRecords,
  projectWebhooks,
} from './webhooks.service';

export const webhooksResolvers: Resolvers<GraphQLContext> = {
  Query: {
    webhooks: async (_parent, args, ctx) =>
      (await projectWebhooks(ctx, args.project_id)).map(toWebhook),
    webhooksrecords: async (_parent, args, ctx) =>
      (await projectWebhookRecords(ctx, args.project_id)).map(toWebhookRecord),
  },
  Mutation: {
    createWebhook: async (_parent, args, ctx) => toWebhook(await createProjectWebhook(ctx, args)),
    editWebhook: async (_parent, args, ctx) => toWebhook(await editProjectWebhook(ctx, args)),
    deleteWebhook: async (_parent, args, ctx) =>
      toWebhook(await deleteProjectWebhook(ctx, args.id)),
  },
  Webhook: {
    audits: (webhook, _args, ctx) =>
      auditEntries(ctx, 'Webhook', webhook.id, `/projects/${webhook.project_id}/webhooks/audits`),
  },
};
