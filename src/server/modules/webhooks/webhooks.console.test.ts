import { and, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CreateWebhookDocument,
  EnableWebhookDocument,
  RedeliverWebhookRecordDocument,
  RotateWebhookSecretDocument,
  SendWebhookPingDocument,
  WebhooksDeliveryLogDocument,
  WebhooksDeliveryStatusDocument,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { audits, webhooks } from '../../db/schema';
import { tokens } from '../agencies/agencies.fixtures';
import {
  publicInserts,
  salesContext,
  startReceiver,
  subscribe,
  type Receiver,
  type SalesContext,
  deliverUntil as deliverAll,
} from './webhooks.delivery.fixtures';

// The delivery console's operations, run as the client runs them (the .graphql documents).

let t: TestApp;
let admin: string;
let receiver: Receiver;
let c: SalesContext;

beforeAll(async () => {
  t = await startTestApp('demo', {
    webhooksAllowedHosts: ['127.0.0.1'],
    webhooksRetryScheduleMs: [20],
  });
  admin = await tokens(t)('admin@demo.cl');
  receiver = await startReceiver();
  c = await salesContext(t.database.db);
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});
beforeEach(async () => {
  await t.database.db.delete(webhooks);
  receiver.received.length = 0;
  receiver.answers.length = 0;
});

const deliverUntil = (count: number) => deliverAll(t.app, receiver, count);

const headerMap = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)]));

const statusOf = async (id: number) => {
  const result = await executeOperation(
    t.app,
    WebhooksDeliveryStatusDocument,
    { project_id: String(c.projectId) },
    admin,
  );
  return result.data?.webhooks.find((w) => w.id === String(id));
};

describe('the webhook delivery console', () => {
  it('creates a webhook with a whsec_ secret shown to the Admin, and refuses private URLs', async () => {
    const base = { name: 'CRM', description: 'Cotizaciones', event_type: 'quotation.created' };
    const created = await executeOperation(
      t.app,
      CreateWebhookDocument,
      { ...base, url: 'https://93.184.216.34/hooks', project_id: String(c.projectId) },
      admin,
    );
    const id = Number(created.data?.createWebhook.id);
    const shown = await statusOf(id);
    expect(shown?.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    expect(shown?.status).toBe('activo');
    const [row] = await t.database.db.select().from(webhooks).where(eq(webhooks.id, id));
    // Stored encrypted, never in clear.
    expect(row?.secret_encrypted).toMatch(/^v1\./);
    expect(row?.secret_encrypted).not.toContain(shown?.secret?.slice(6, 20));

    // The form schema checks only the URL's form; the server refuses private and reserved hosts
    // (loopback, multicast, documentation, 6to4 carrying loopback) unless they are allowed.
    for (const url of [
      'http://127.0.0.2/x',
      'http://[::1]/x',
      'http://224.0.0.1/x',
      'http://192.0.2.7/x',
      'http://[2002:7f00:1::]/x',
    ]) {
      const refused = await executeOperation(
        t.app,
        CreateWebhookDocument,
        { ...base, url, project_id: String(c.projectId) },
        admin,
      );
      expect(refused.errors?.[0]?.message, url).toMatch(/dirección privada o reservada/);
    }
  });

  it('lets WEBHOOKS_ALLOWED_HOSTS name an on-premise receiver when saving', async () => {
    const created = await executeOperation(
      t.app,
      CreateWebhookDocument,
      {
        name: 'CRM local',
        description: 'Receptor en la red de la inmobiliaria',
        event_type: 'quotation.created',
        url: receiver.url(),
        project_id: String(c.projectId),
      },
      admin,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createWebhook.url).toBe(receiver.url());
  });

  it('redelivers a record with the same webhook-id', async () => {
    const hook = await subscribe(t.database.db, c.projectId, 'contact.created', receiver.url());
    await publicInserts.contact(t.database.db, c);
    await deliverUntil(1);
    const log = await executeOperation(
      t.app,
      WebhooksDeliveryLogDocument,
      { project_id: String(c.projectId) },
      admin,
    );
    const record = log.data?.webhooksrecords.find((r) => r.webhook_id === String(hook.id));
    expect(record).toMatchObject({
      attempt: 1,
      event_type: 'contact.created',
      message: 'Entregado',
    });
    const again = await executeOperation(
      t.app,
      RedeliverWebhookRecordDocument,
      { id: record?.id ?? '' },
      admin,
    );
    expect(again.data?.redeliverWebhookRecord.delivery_id).toBe(record?.delivery_id);
    const got = await deliverUntil(2);
    expect(got[1]?.headers['webhook-id']).toBe(got[0]?.headers['webhook-id']);
    expect(got[1]?.body).toBe(got[0]?.body);
  });

  it('rotates the secret and signs with both for the grace period', async () => {
    const hook = await subscribe(t.database.db, c.projectId, 'contact.created', receiver.url());
    const before = (await statusOf(hook.id))?.secret ?? '';
    const rotated = await executeOperation(
      t.app,
      RotateWebhookSecretDocument,
      { webhook_id: String(hook.id) },
      admin,
    );
    const after = rotated.data?.rotateWebhookSecret.secret ?? '';
    expect(after).toMatch(/^whsec_/);
    expect(after).not.toBe(before);
    await publicInserts.contact(t.database.db, c);
    const [request] = await deliverUntil(1);
    const headers = headerMap(request?.headers ?? {});
    expect(headers['webhook-signature']?.split(' ')).toHaveLength(2);
    expect(new Webhook(before).verify(request?.body ?? '', headers)).toBeTruthy();
    expect(new Webhook(after).verify(request?.body ?? '', headers)).toBeTruthy();
    const rows = await t.database.db
      .select()
      .from(audits)
      .where(and(eq(audits.auditable_type, 'Webhook'), eq(audits.auditable_id, String(hook.id))));
    expect(rows.map((r) => r.event)).toEqual(['secret_rotated']);
    expect(JSON.stringify(rows)).not.toContain(after.slice(6));
  });

  it('sends a ping, and re-enables a disabled webhook', async () => {
    const hook = await subscribe(t.database.db, c.projectId, 'contact.created', receiver.url());
    const ping = await executeOperation(
      t.app,
      SendWebhookPingDocument,
      { webhook_id: String(hook.id) },
      admin,
    );
    expect(ping.errors).toBeUndefined();
    const [request] = await deliverUntil(1);
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({
      type: 'ping',
      data: { webhook_id: hook.id, project_id: c.projectId },
    });

    receiver.answers.push({ status: 410 });
    await publicInserts.contact(t.database.db, c);
    await deliverUntil(2);
    expect((await statusOf(hook.id))?.status).toBe('desactivado');
    const refused = await executeOperation(
      t.app,
      SendWebhookPingDocument,
      { webhook_id: String(hook.id) },
      admin,
    );
    expect(refused.errors?.[0]?.message).toMatch(/desactivado/);
    const enabled = await executeOperation(
      t.app,
      EnableWebhookDocument,
      { webhook_id: String(hook.id) },
      admin,
    );
    expect(enabled.data?.enableWebhook).toMatchObject({ status: 'activo', disabled_at: null });
    await publicInserts.contact(t.database.db, c);
    await deliverUntil(3);
    expect(JSON.parse(receiver.received[2]?.body ?? '{}').type).toBe('contact.created');
  });

  it('shows a failing webhook as con_fallas until a success', async () => {
    const hook = await subscribe(t.database.db, c.projectId, 'contact.created', receiver.url());
    // Both attempts of the first event fail (the retry is due at once, so a single failure could
    // already be retried and succeed before the status is read).
    receiver.answers.push({ status: 500 }, { status: 500 });
    await publicInserts.contact(t.database.db, c);
    await deliverUntil(2);
    expect((await statusOf(hook.id))?.status).toBe('con_fallas');
    await publicInserts.contact(t.database.db, c);
    await deliverUntil(3);
    expect((await statusOf(hook.id))?.status).toBe('activo');
  });
});
