import type {
  MutationCreateWebhookArgs,
  MutationEditWebhookArgs,
} from '../../../../graphql/generated/server/resolvers-types';
import { webhookSchema } from '../../../shared/schemas/webhooks';
import { diffValues, writeAudit } from '../../audit/audit';
import type { GraphQLContext } from '../../context';
import { appError, parseId, parseInput, requireViewer } from '../../kernel';
import { announceProjectRecord } from '../project-media';
import { requireProject } from '../projects';
import { checkWebhookUrl } from './webhooks.console.service';
import { assignFirstSecret } from './webhooks.secrets.service';
import {
  deleteWebhook,
  findWebhook,
  insertWebhook,
  listRecords,
  listWebhooks,
  updateWebhook,
  type WebhookRow,
} from './webhooks.repository';

export const webhookNotFound = 'El webhook no existe.';

const auditable = (row: WebhookRow) => ({
  name: row.name,
  description: row.description,
  event_type: row.event_type,
  url: row.url,
  project_id: row.project_id,
});

/** `webhooks(project_id)`: by name, for a project in the viewer's scope. */
export async function projectWebhooks(ctx: GraphQLContext, projectId: string) {
  const project = await requireProject(ctx, ctx.db, projectId);
  return listWebhooks(ctx.db, project.id);
}

/** `webhooksrecords(project_id)`: the latest delivery attempts, newest first. */
export async function projectWebhookRecords(ctx: GraphQLContext, projectId: string) {
  const project = await requireProject(ctx, ctx.db, projectId);
  return listRecords(ctx.db, project.id);
}

/** A webhook whose project the viewer may work on (NOT_FOUND / FORBIDDEN otherwise). */
async function requireWebhook(ctx: GraphQLContext, id: string) {
  const row = await findWebhook(ctx.db, parseId(id, webhookNotFound));
  if (!row) throw appError('NOT_FOUND', webhookNotFound);
  return { row, project: await requireProject(ctx, ctx.db, row.project_id) };
}

export async function createProjectWebhook(ctx: GraphQLContext, args: MutationCreateWebhookArgs) {
  const viewer = requireViewer(ctx);
  const project = await requireProject(ctx, ctx.db, args.project_id);
  const values = parseInput(webhookSchema, args);
  await checkWebhookUrl(ctx.config, values.url);
  const row = await ctx.db.transaction(async (tx) => {
    // Locked so a project removed meanwhile gets no webhook.
    await requireProject(ctx, tx, project.id, { lock: true });
    const created = await insertWebhook(tx, project.id, values);
    await assignFirstSecret(tx, ctx.config, created.id);
    await writeAudit(tx, {
      userId: viewer.id,
      event: 'created',
      auditableType: 'Webhook',
      auditableId: created.id,
      newValues: auditable(created),
      ip: ctx.ip,
    });
    return created;
  });
  await announceProjectRecord(ctx, { type: 'webhook', action: 'created', id: row.id }, project);
  return row;
}

export async function editProjectWebhook(ctx: GraphQLContext, args: MutationEditWebhookArgs) {
  const viewer = requireViewer(ctx);
  const { row: found, project } = await requireWebhook(ctx, args.webhook_id);
  const values = parseInput(webhookSchema, args);
  await checkWebhookUrl(ctx.config, values.url);
  const row = await ctx.db.transaction(async (tx) => {
    const before = await findWebhook(tx, found.id, true);
    if (!before) throw appError('NOT_FOUND', webhookNotFound);
    const after = await updateWebhook(tx, found.id, values);
    const diff = diffValues(auditable(before), auditable(after));
    if (Object.keys(diff.new).length) {
      await writeAudit(tx, {
        userId: viewer.id,
        event: 'updated',
        auditableType: 'Webhook',
        auditableId: found.id,
        oldValues: diff.old,
        newValues: diff.new,
        ip: ctx.ip,
      });
    }
    return after;
  });
  await announceProjectRecord(ctx, { type: 'webhook', action: 'updated', id: row.id }, project);
  return row;
}

export async function deleteProjectWebhook(ctx: GraphQLContext, id: string) {
  const viewer = requireViewer(ctx);
  const { row: found, project } = await requireWebhook(ctx, id);
  const row = await ctx.db.transaction(async (tx) => {
    const before = await findWebhook(tx, found.id, true);
    if (!before) throw appError('NOT_FOUND', webhookNotFound);
    await deleteWebhook(tx, before.id, project.id);
    await writeAudit(tx, {
      userId: viewer.id,
      event: 'deleted',
      auditableType: 'Webhook',
      auditableId: before.id,
      oldValues: auditable(before),
      ip: ctx.ip,
    });
    return before;
  });
  await announceProjectRecord(ctx, { type: 'webhook', action: 'deleted', id: row.id }, project);
  return row;
}
