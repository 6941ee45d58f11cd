import { asc, eq } from 'drizzle-orm';
import {
  CreateWebhookDocument,
  DeleteWebhookDocument,
  EditWebhookDocument,
  EnableWebhookDocument,
  RedeliverWebhookRecordDocument,
  RotateWebhookSecretDocument,
  SendWebhookPingDocument,
  WebhooksDocument,
  WebhooksRecordsDocument,
} from '../../../../graphql/generated/client/graphql';
import type { Db } from '../../../../src/server/db/client';
import { webhookDeliveries, webhookRecords, webhooks } from '../../../../src/server/db/schema';
import { executeOperation, type OperationResult } from '../../../harness/test-app';
import { codeOf, listed, refusedAndUnchanged, type Check, type CrossCase } from './cross-case';

// Webhooks of another agency's project. The policy keeps them Admin-only, so every scoped role is
// refused by the gate; the cases stay so a policy change that opened them to agencies would be
// checked against the agency filter at once. Rows are compared in the database.

const READ_REFUSALS = ['FORBIDDEN', 'NOT_FOUND'];

/** A read aimed at another agency. Every item returned is a leak; a clean refusal is expected. */
export function refusedRead(
  what: string,
  result: OperationResult<unknown>,
  items: readonly (string | number)[],
): Check {
  const code = codeOf(result);
  return {
    what,
    leak: items.length ? `devolvió datos ajenos: ${listed(items)}` : null,
    anomaly: !code || !READ_REFUSALS.includes(code) ? `respuesta inesperada: ${code}` : null,
    outcome: code ?? 'sin error',
  };
}

/** The first webhook of the other agency's first project (the seed gives each project one). */
async function foreignWebhook(db: Db, projectId: number) {
  const [row] = await db
    .select()
    .from(webhooks)
    .where(eq(webhooks.project_id, projectId))
    .orderBy(asc(webhooks.id))
    .limit(1);
  if (row) return row;
  const [made] = await db
    .insert(webhooks)
    .values({
      project_id: projectId,
      name: 'CRM Inmobiliaria Ajena',
      description: 'Cotizaciones al CRM',
      event_type: 'quotation.created',
      url: 'https://crm.inmobiliaria-ajena.cl/hooks',
    })
    .returning();
  if (!made) throw new Error('no se pudo crear el webhook ajeno');
  return made;
}

const webhooksOf = (db: Db, projectId: number) =>
  db.select().from(webhooks).where(eq(webhooks.project_id, projectId)).orderBy(asc(webhooks.id));

const HOOK = {
  name: 'Webhook intruso',
  description: 'No debería existir',
  event_type: 'quotation.created',
  url: 'https://hooks.intruso.cl/x',
};

export const webhooksReadCase: CrossCase = {
  operation: 'webhooks',
  async run({ t }, principal, foreign) {
    const projectId = foreign.projectIds[0] ?? 0;
    await foreignWebhook(t.database.db, projectId);
    const variables = { project_id: String(projectId) };
    const result = await executeOperation(
      t.app,
      WebhooksDocument,
      variables,
      principal.token ?? '',
    );
    const ids = result.data?.webhooks.map((w) => w.id) ?? [];
    return [refusedRead('webhooks del proyecto ajeno', result, ids)];
  },
};

export const webhooksRecordsCase: CrossCase = {
  operation: 'webhooksrecords',
  async run({ t }, principal, foreign) {
    const projectId = foreign.projectIds[0] ?? 0;
    const webhook = await foreignWebhook(t.database.db, projectId);
    await t.database.db.insert(webhookRecords).values({
      webhook_id: webhook.id,
      project_id: projectId,
      event_type: webhook.event_type,
      state: 'delivered',
      status_code: 200,
      message: 'Entregado',
      request_body: { event: webhook.event_type, project_id: projectId },
      response_body: '{"ok":true}',
    });
    const variables = { project_id: String(projectId) };
    const token = principal.token ?? '';
    const result = await executeOperation(t.app, WebhooksRecordsDocument, variables, token);
    const ids = result.data?.webhooksrecords.map((r) => r.id) ?? [];
    return [refusedRead('entregas del proyecto ajeno', result, ids)];
  },
};

export const createWebhookCase: CrossCase = {
  operation: 'createWebhook',
  async run({ t }, principal, foreign) {
    const projectId = foreign.projectIds[0] ?? 0;
    const before = await webhooksOf(t.database.db, projectId);
    const variables = { ...HOOK, project_id: String(projectId) };
    const result = await executeOperation(
      t.app,
      CreateWebhookDocument,
      variables,
      principal.token ?? '',
    );
    const after = await webhooksOf(t.database.db, projectId);
    return [
      refusedAndUnchanged(
        'en el proyecto ajeno',
        result,
        result.data?.createWebhook,
        before,
        after,
      ),
    ];
  },
};

export const editWebhookCase: CrossCase = {
  operation: 'editWebhook',
  async run({ t }, principal, foreign) {
    const projectId = foreign.projectIds[0] ?? 0;
    const webhook = await foreignWebhook(t.database.db, projectId);
    const before = await webhooksOf(t.database.db, projectId);
    const variables = { ...HOOK, webhook_id: String(webhook.id) };
    const result = await executeOperation(
      t.app,
      EditWebhookDocument,
      variables,
      principal.token ?? '',
    );
    const after = await webhooksOf(t.database.db, projectId);
    return [refusedAndUnchanged('webhook ajeno', result, result.data?.editWebhook, before, after)];
  },
};

export const deleteWebhookCase: CrossCase = {
  operation: 'deleteWebhook',
  async run({ t }, principal, foreign) {
    const projectId = foreign.projectIds[0] ?? 0;
    const webhook = await foreignWebhook(t.database.db, projectId);
    const before = await webhooksOf(t.database.db, projectId);
    const variables = { id: String(webhook.id) };
    const result = await executeOperation(
      t.app,
      DeleteWebhookDocument,
      variables,
      principal.token ?? '',
    );
    const after = await webhooksOf(t.database.db, projectId);
    return [
      refusedAndUnchanged('webhook ajeno', result, result.data?.deleteWebhook, before, after),
    ];
  },
};

/** What the console's actions could change: the project's webhooks and their outbox. */
const consoleStateOf = async (db: Db, projectId: number) => ({
  webhooks: await webhooksOf(db, projectId),
  deliveries: await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.project_id, projectId))
    .orderBy(asc(webhookDeliveries.id)),
});

/** A console action on another agency's webhook: refused, nothing queued or changed. */
function consoleCase(
  operation: string,
  prepare: ((db: Db, webhookId: number) => Promise<unknown>) | null,
  act: (
    t: Parameters<CrossCase['run']>[0]['t'],
    webhookId: number,
    token: string,
  ) => Promise<{ result: OperationResult<unknown>; returned: unknown }>,
): CrossCase {
  return {
    operation,
    async run({ t }, principal, foreign) {
      const projectId = foreign.projectIds[0] ?? 0;
      const webhook = await foreignWebhook(t.database.db, projectId);
      await prepare?.(t.database.db, webhook.id);
      const before = await consoleStateOf(t.database.db, projectId);
      const { result, returned } = await act(t, webhook.id, principal.token ?? '');
      const after = await consoleStateOf(t.database.db, projectId);
      return [refusedAndUnchanged('webhook ajeno', result, returned, before, after)];
    },
  };
}

export const rotateWebhookSecretCase = consoleCase(
  'rotateWebhookSecret',
  null,
  async (t, id, token) => {
    const variables = { webhook_id: String(id) };
    const result = await executeOperation(t.app, RotateWebhookSecretDocument, variables, token);
    return { result, returned: result.data?.rotateWebhookSecret };
  },
);

export const sendWebhookPingCase = consoleCase('sendWebhookPing', null, async (t, id, token) => {
  const variables = { webhook_id: String(id) };
  const result = await executeOperation(t.app, SendWebhookPingDocument, variables, token);
  return { result, returned: result.data?.sendWebhookPing };
});

const disable = (db: Db, id: number) =>
  db.update(webhooks).set({ disabled_at: new Date() }).where(eq(webhooks.id, id));

export const enableWebhookCase = consoleCase('enableWebhook', disable, async (t, id, token) => {
  const variables = { webhook_id: String(id) };
  const result = await executeOperation(t.app, EnableWebhookDocument, variables, token);
  return { result, returned: result.data?.enableWebhook };
});

export const redeliverWebhookRecordCase = consoleCase(
  'redeliverWebhookRecord',
  null,
  async (t, id, token) => {
    const [webhook] = await t.database.db.select().from(webhooks).where(eq(webhooks.id, id));
    const [record] = await t.database.db
      .insert(webhookRecords)
      .values({
        webhook_id: id,
        project_id: webhook?.project_id ?? 0,
        event_type: webhook?.event_type ?? 'quotation.created',
        state: 'failed',
        status_code: 500,
        message: 'Error del servidor de destino (500).',
        request_body: { type: webhook?.event_type, data: { id: 1 } },
      })
      .returning();
    const variables = { id: String(record?.id ?? 0) };
    const result = await executeOperation(t.app, RedeliverWebhookRecordDocument, variables, token);
    return { result, returned: result.data?.redeliverWebhookRecord };
  },
);
