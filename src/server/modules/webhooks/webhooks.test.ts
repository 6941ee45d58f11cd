import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreateWebhookDocument,
  DeleteWebhookDocument,
  EditWebhookDocument,
  WebhookAuditsDocument,
  WebhooksDocument,
  WebhooksRecordsDocument,
} from '../../../../graphql/generated/client/graphql';
import { webhookMessages } from '../../../shared/schemas/webhooks';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { audits, webhookRecords, webhooks } from '../../db/schema';
import { agenciesOf, tokens } from '../agencies/agencies.fixtures';
import { bareProjectOf, insertRecords, insertWebhook } from './webhooks.fixtures';

let t: TestApp;
let admin: string;
let projectId: number;

beforeAll(async () => {
  t = await startTestApp('demo');
  admin = await tokens(t)('admin@demo.cl');
  const [agency] = await agenciesOf(t.database.db, 'realstateadmin@demo.cl');
  projectId = (await bareProjectOf(t.database.db, agency ?? 1)).id;
});
afterAll(() => t.close());

const hook = {
  name: 'CRM Parque Los Aromos',
  description: 'Envía cada cotización al CRM de la inmobiliaria',
  event_type: 'quotation.created',
  url: 'https://crm.losaromos.cl/api/cotizaciones',
};

const auditsOf = (id: string | number) =>
  t.database.db
    .select()
    .from(audits)
    .where(and(eq(audits.auditable_type, 'Webhook'), eq(audits.auditable_id, String(id))));

describe('webhooks CRUD', () => {
  it('creates, lists by name, edits and deletes, each with its audit row', async () => {
    const created = await executeOperation(
      t.app,
      CreateWebhookDocument,
      { ...hook, project_id: String(projectId) },
      admin,
    );
    expect(created.errors).toBeUndefined();
    const id = created.data?.createWebhook.id ?? '';
    expect(created.data?.createWebhook).toMatchObject({ ...hook, project_id: String(projectId) });
    await executeOperation(
      t.app,
      CreateWebhookDocument,
      { ...hook, name: 'Analítica Aconcagua', project_id: String(projectId) },
      admin,
    );

    const listed = await executeOperation(
      t.app,
      WebhooksDocument,
      { project_id: String(projectId) },
      admin,
    );
    expect(listed.data?.webhooks.map((w) => w.name)).toEqual([
      'Analítica Aconcagua',
      'CRM Parque Los Aromos',
    ]);

    const edited = await executeOperation(
      t.app,
      EditWebhookDocument,
      {
        ...hook,
        webhook_id: id,
        event_type: 'booking_order.paid',
        url: 'https://crm.losaromos.cl/api/pagos',
      },
      admin,
    );
    expect(edited.data?.editWebhook).toMatchObject({ event_type: 'booking_order.paid' });

    const history = await executeOperation(
      t.app,
      WebhookAuditsDocument,
      { project_id: String(projectId) },
      admin,
    );
    const entry = history.data?.webhooks.find((w) => w.id === id);
    expect(entry?.audits.map((a) => a.event).sort()).toEqual(['created', 'updated']);
    const update = entry?.audits.find((a) => a.event === 'updated');
    expect(update?.old_values).toEqual({
      event_type: 'quotation.created',
      url: 'https://crm.losaromos.cl/api/cotizaciones',
    });

    const removed = await executeOperation(t.app, DeleteWebhookDocument, { id }, admin);
    expect(removed.data?.deleteWebhook.id).toBe(id);
    expect(
      await t.database.db
        .select()
        .from(webhooks)
        .where(eq(webhooks.id, Number(id))),
    ).toEqual([]);
    expect((await auditsOf(id)).map((a) => a.event)).toEqual(['created', 'updated', 'deleted']);
  });

  it('refuses invalid input in Spanish and stores nothing', async () => {
    const before = await t.database.db.select().from(webhooks);
    const attempts = [
      [{ url: 'ftp://crm.losaromos.cl/x' }, webhookMessages.urlInvalid],
      [
        { url: 'http://169.254.169.254/latest/meta-data' },
        'La URL del webhook apunta a una dirección privada o reservada (169.254.169.254); ' +
          'solo se permiten direcciones públicas.',
      ],
      [
        { url: 'http://localhost:4000/hook' },
        'El nombre localhost es de uso reservado y no existe en internet.',
      ],
      [{ event_type: 'quotation.deleted' }, webhookMessages.eventInvalid],
      [{ name: '  ' }, webhookMessages.nameRequired],
    ] as const;
    for (const [change, message] of attempts) {
      const res = await executeOperation(
        t.app,
        CreateWebhookDocument,
        { ...hook, ...change, project_id: String(projectId) },
        admin,
      );
      expect(res.errors?.[0]?.message).toBe(message);
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(await t.database.db.select().from(webhooks)).toEqual(before);
  });

  it('answers NOT_FOUND for a webhook or project that does not exist', async () => {
    const edit = await executeOperation(
      t.app,
      EditWebhookDocument,
      { ...hook, webhook_id: '987654' },
      admin,
    );
    expect(edit.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const list = await executeOperation(t.app, WebhooksDocument, { project_id: '987654' }, admin);
    expect(list.errors?.[0]?.message).toBe('El proyecto no existe.');
  });

  it('is Admin only: an agency admin is refused even on its own project', async () => {
    const own = await tokens(t)('realstateadmin@demo.cl');
    const res = await executeOperation(
      t.app,
      CreateWebhookDocument,
      { ...hook, project_id: String(projectId) },
      own,
    );
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(res.data?.createWebhook).toBeUndefined();
  });
});

describe('delivery records', () => {
  it('lists the stored attempts newest first, bodies as text, answers cut at 10 000 characters', async () => {
    const webhook = await insertWebhook(t.database.db, projectId, 'Registros Los Aromos');
    const long = 'x'.repeat(12_000);
    await insertRecords(t.database.db, webhook, [
      { status_code: 200, message: 'Entregado', response_body: '{"ok":true}', minutesAgo: 30 },
      { status_code: 500, message: 'El destino respondió 500', response_body: long, minutesAgo: 5 },
      { status_code: null, message: 'No se pudo conectar con el destino', minutesAgo: 15 },
    ]);
    const res = await executeOperation(
      t.app,
      WebhooksRecordsDocument,
      { project_id: String(projectId) },
      admin,
    );
    expect(res.errors).toBeUndefined();
    const records = res.data?.webhooksrecords ?? [];
    expect(records.map((r) => r.status_code)).toEqual([500, null, 200]);
    expect(records[0]?.response_body).toHaveLength(10_000);
    expect(records[1]?.response_body).toBeNull();
    expect(JSON.parse(records[2]?.request_body ?? '{}')).toMatchObject({
      event: 'quotation.created',
      data: { customer: 'Camila Soto Muñoz' },
    });
    expect(records[2]).toMatchObject({ webhook_id: String(webhook.id), message: 'Entregado' });
  });

  it('keeps only the latest 200 and drops them with their webhook', async () => {
    const webhook = await insertWebhook(t.database.db, projectId, 'Volumen Los Aromos');
    await insertRecords(
      t.database.db,
      webhook,
      Array.from({ length: 205 }, (_, i) => ({
        status_code: 200,
        message: 'Entregado',
        minutesAgo: i + 100,
      })),
    );
    const res = await executeOperation(
      t.app,
      WebhooksRecordsDocument,
      { project_id: String(projectId) },
      admin,
    );
    expect(res.data?.webhooksrecords).toHaveLength(200);
    await executeOperation(t.app, DeleteWebhookDocument, { id: String(webhook.id) }, admin);
    const left = await t.database.db
      .select()
      .from(webhookRecords)
      .where(eq(webhookRecords.webhook_id, webhook.id));
    expect(left).toEqual([]);
    expect((await auditsOf(webhook.id)).map((a) => a.event)).toEqual(['deleted']);
  });
});
