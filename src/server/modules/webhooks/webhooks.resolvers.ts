import type { Resolvers } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { auditEntries } from '../audits';
import {
  enableProjectWebhook,
  redeliverWebhookRecord,
  rotateWebhookSecret,
  sendWebhookPing,
} from './webhooks.console.service';
import { toWebhook, toWebhookRecord } from './webhooks.mappers';
import { webhookSecret } from './webhooks.secrets.service';
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
    rotateWebhookSecret: async (_parent, args, ctx) =>
      toWebhook(await rotateWebhookSecret(ctx, args.webhook_id)),
    redeliverWebhookRecord: async (_parent, args, ctx) =>
      toWebhookRecord(await redeliverWebhookRecord(ctx, args.id)),
    sendWebhookPing: async (_parent, args, ctx) =>
      toWebhook(await sendWebhookPing(ctx, args.webhook_id)),
    enableWebhook: async (_parent, args, ctx) =>
      toWebhook(await enableProjectWebhook(ctx, args.webhook_id)),
  },
  Webhook: {
    // Every operation that returns a webhook is Admin-only (src/shared/access), so only Admins
    // can select the secret.
    secret: (webhook, _args, ctx) => webhookSecret(ctx.db, ctx.config, Number(webhook.id)),
    audits: (webhook, _args, ctx) =>
      auditEntries(ctx, 'Webhook', webhook.id, `/projects/${webhook.project_id}/webhooks/audits`),
  },
};
