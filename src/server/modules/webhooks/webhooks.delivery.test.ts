import { and, asc, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestApp, testConfig, type TestApp } from '../../../../tests/harness/test-app';
import { buildApp } from '../../app';
import { audits, webhookDeliveries, webhookRecords, webhooks } from '../../db/schema';
import {
  publicInserts,
  salesContext,
  startReceiver,
  subscribe,
  type Receiver,
  type SalesContext,
  deliverUntil as deliverAll,
} from './webhooks.delivery.fixtures';
import { claimDelivery } from './webhooks.delivery.repository';
import { currentSecret } from './webhooks.secrets.service';

// Deliveries end to end on the real server: the public site's inserts and the app's updates
// queue events through the triggers, the runner signs and sends them to a loopback receiver
// (allowed by WEBHOOKS_ALLOWED_HOSTS), and every attempt leaves a record.

const overrides = { webhooksAllowedHosts: ['127.0.0.1'], webhooksRetryScheduleMs: [20, 20] };
let t: TestApp;
let receiver: Receiver;
let c: SalesContext;

beforeAll(async () => {
  t = await startTestApp('demo', overrides);
  receiver = await startReceiver();
  c = await salesContext(t.database.db);
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});
beforeEach(async () => {
  // Only this suite's webhooks listen (the seed's point at a host that must not be called).
  await t.database.db.delete(webhooks);
  receiver.received.length = 0;
  receiver.answers.length = 0;
});

/** Runs the queue until the receiver got `count` requests (retries become due meanwhile). */
const deliverUntil = (count: number, app = t.app) => deliverAll(app, receiver, count);

const recordsOf = (webhookId: number) =>
  t.database.db
    .select()
    .from(webhookRecords)
    .where(eq(webhookRecords.webhook_id, webhookId))
    .orderBy(asc(webhookRecords.id));

const deliveriesOf = (webhookId: number) =>
  t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhook_id, webhookId));

const headerMap = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)]));

describe('webhook deliveries', () => {
  it('delivers each of the ten event types, thin and signed (verified by standardwebhooks)', async () => {
    const db = t.database.db;
    const events = [
      'quotation.created',
      'booking_request.created',
      'booking_request.updated',
      'booking_order.paid',
      'promise_request.created',
      'promise_request.updated',
      'promise_order.paid',
      'preapproval.created',
      'preapproval.updated',
      'contact.created',
    ];
    const hooks = new Map<string, number>();
    for (const event of events) {
      hooks.set(event, (await subscribe(db, c.projectId, event, receiver.url(`/${event}`))).id);
    }
    await publicInserts.quotation(db, c);
    const booking = await publicInserts.bookingRequest(db, c);
    await db.execute(sql`update booking_requests set status = 'paid' where id = ${booking}`);
    const bookingOrder = await publicInserts.bookingOrder(db, c, booking, c.projectId);
    await db.execute(sql`update booking_orders set status = 'approved' where id = ${bookingOrder}`);
    const promise = await publicInserts.promiseRequest(db, c);
    await db.execute(sql`update promise_requests set status = 'paid' where id = ${promise}`);
    const promiseOrder = await publicInserts.promiseOrder(db, c, promise, c.projectId);
    await db.execute(sql`update promise_orders set status = 'approved' where id = ${promiseOrder}`);
    const preapproval = await publicInserts.preapproval(db, c);
    await db.execute(sql`update preapprovals set status = 'approved' where id = ${preapproval}`);
    await publicInserts.contact(db, c);
    // An update that changes no status raises nothing.
    await db.execute(sql`update booking_requests set amount = 1 where id = ${booking}`);

    const got = await deliverUntil(events.length);
    expect(got.map((r) => r.path.slice(1)).sort()).toEqual([...events].sort());
    for (const request of got) {
      const event = request.path.slice(1);
      const secret = await currentSecret(db, t.config, hooks.get(event) ?? 0);
      const payload = new Webhook(secret).verify(request.body, headerMap(request.headers)) as {
        type: string;
        data: Record<string, unknown>;
      };
      expect(payload.type).toBe(event);
      expect(payload.data.project_id).toBe(c.projectId);
      expect(request.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
      // Thin: no RUT, name, e-mail or phone of the people involved.
      expect(request.body).not.toMatch(/16\.349\.178|Camila|gmail|5698765|Matías|12\.345\.678/);
    }
    const updated = got.find((r) => r.path === '/booking_request.updated');
    expect(JSON.parse(updated?.body ?? '{}').data).toMatchObject({
      id: booking,
      status: 'paid',
      previous_status: 'pending',
    });
    const records = await db
      .select()
      .from(webhookRecords)
      .where(eq(webhookRecords.message, 'Entregado'));
    expect(records.filter((r) => r.attempt === 1 && r.duration_ms !== null)).toHaveLength(
      events.length,
    );
  });

  it('retries a 500 and records both attempts under the same webhook-id', async () => {
    const hook = await subscribe(t.database.db, c.projectId, 'contact.created', receiver.url());
    receiver.answers.push({ status: 500, body: 'Internal Server Error' });
    await publicInserts.contact(t.database.db, c);
    const got = await deliverUntil(2);
    expect(got).toHaveLength(2);
    expect(got[1]?.headers['webhook-id']).toBe(got[0]?.headers['webhook-id']);
    const records = await recordsOf(hook.id);
    expect(records.map((r) => [r.attempt, r.status_code, r.state])).toEqual([
      [1, 500, 'pending'],
      [2, 200, 'delivered'],
    ]);
    expect(records[0]?.next_attempt_at).not.toBeNull();
    expect(records[0]?.response_body).toBe('Internal Server Error');
    expect(records[1]?.next_attempt_at).toBeNull();
    expect((await deliveriesOf(hook.id))[0]?.status).toBe('delivered');
  });

  it('does not retry a 400, nor a redirect (which it does not follow)', async () => {
    const hook = await subscribe(t.database.db, c.projectId, 'contact.created', receiver.url());
    receiver.answers.push(
      { status: 400, body: 'bad' },
      { status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' } },
    );
    await publicInserts.contact(t.database.db, c);
    await publicInserts.contact(t.database.db, c);
    await deliverUntil(2);
    const records = await recordsOf(hook.id);
    expect(records.map((r) => [r.status_code, r.state, r.next_attempt_at])).toEqual([
      [400, 'failed', null],
      [302, 'failed', null],
    ]);
    expect(records[1]?.message).toMatch(/no se siguen redirecciones/);
    expect((await deliveriesOf(hook.id)).map((d) => d.status)).toEqual(['failed', 'failed']);
    expect(receiver.received).toHaveLength(2);
  });

  it('disables the webhook on a 410, with an audit row, and queues nothing more', async () => {
    const db = t.database.db;
    const hook = await subscribe(db, c.projectId, 'contact.created', receiver.url());
    receiver.answers.push({ status: 410 });
    await publicInserts.contact(db, c);
    await deliverUntil(1);
    const [row] = await db.select().from(webhooks).where(eq(webhooks.id, hook.id));
    expect(row?.disabled_at).not.toBeNull();
    const rows = await db
      .select()
      .from(audits)
      .where(and(eq(audits.auditable_type, 'Webhook'), eq(audits.auditable_id, String(hook.id))));
    expect(rows.map((r) => r.event)).toEqual(['disabled']);
    await publicInserts.contact(db, c);
    expect(await deliveriesOf(hook.id)).toHaveLength(1);
  });

  it('tells the Admins when the last retry failed', async () => {
    const hook = await subscribe(t.database.db, c.projectId, 'contact.created', receiver.url());
    receiver.answers.push({ status: 503 }, { status: 503 }, { status: 503 });
    await publicInserts.contact(t.database.db, c);
    await deliverUntil(3);
    const records = await recordsOf(hook.id);
    expect(records.map((r) => r.state)).toEqual(['pending', 'pending', 'failed']);
    const found = await t.database.db.execute(
      sql`select count(*)::int as n from notifications where title = 'Webhook con fallas'
        and url = ${`/projects/${c.projectId}/webhooks`}`,
    );
    const [count] = Array.isArray(found) ? found : (found as { rows: { n: number }[] }).rows;
    expect(Number((count as { n: number }).n)).toBe(1);
  });

  it('sends nothing for a rolled-back change', async () => {
    const db = t.database.db;
    const hook = await subscribe(db, c.projectId, 'contact.created', receiver.url());
    await db
      .transaction(async (tx) => {
        await publicInserts.contact(tx, c);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await t.app.webhookRunner.drain();
    expect(await deliveriesOf(hook.id)).toEqual([]);
    expect(receiver.received).toEqual([]);
  });

  it('survives a restart between attempts and delivers once', async () => {
    const hook = await subscribe(t.database.db, c.projectId, 'contact.created', receiver.url());
    const config = testConfig(overrides);
    receiver.answers.push({ status: 500 });
    const first = await buildApp({ database: t.database, config });
    await publicInserts.contact(t.database.db, c);
    await deliverUntil(1, first);
    await first.close();
    const second = await buildApp({ database: t.database, config });
    try {
      await deliverUntil(2, second);
    } finally {
      await second.close();
    }
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]?.headers['webhook-id']).toBe(
      receiver.received[0]?.headers['webhook-id'],
    );
    expect((await recordsOf(hook.id)).map((r) => r.status_code)).toEqual([500, 200]);
  });

  it('wakes on the commit when started, without a poll or a drain', async () => {
    await subscribe(t.database.db, c.projectId, 'contact.created', receiver.url());
    const app = await buildApp({
      database: t.database,
      config: testConfig(overrides),
      webhookRunner: true,
    });
    try {
      await app.ready();
      await publicInserts.contact(t.database.db, c);
      const [request] = await receiver.waitFor(1);
      expect(JSON.parse(request?.body ?? '{}').type).toBe('contact.created');
    } finally {
      await app.close();
    }
  });

  it('serves other receivers while one holds its requests, with two of its own in flight', async () => {
    const db = t.database.db;
    const held: ServerResponse[] = [];
    let holding = true;
    const slow = createServer((req, res) => {
      req.resume();
      req.on('end', () => (holding ? held.push(res) : res.end('{"ok":true}')));
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const slowUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/slow`;
    try {
      await subscribe(db, c.projectId, 'contact.created', slowUrl);
      for (let i = 0; i < 3; i++) await publicInserts.contact(db, c);
      const draining = t.app.webhookRunner.drain();
      await vi.waitFor(() => expect(held).toHaveLength(2));

      await subscribe(db, c.projectId, 'quotation.created', receiver.url('/fast'));
      await publicInserts.quotation(db, c);
      void t.app.webhookRunner.drain(); // the commit's wake-up, as the bus gives it
      const [fast] = await receiver.waitFor(1);
      expect(fast?.path).toBe('/fast');
      expect(held).toHaveLength(2);

      holding = false;
      for (const res of held) res.end('{"ok":true}');
      await draining;
      await t.app.webhookRunner.drain();
      const states = await db
        .select({ status: webhookDeliveries.status })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.event_type, 'contact.created'));
      expect(states.map((row) => row.status)).toEqual(['delivered', 'delivered', 'delivered']);
    } finally {
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });

  it('takes over a delivery whose runner died holding it, once its lease lapsed', async () => {
    const db = t.database.db;
    const hook = await subscribe(db, c.projectId, 'contact.created', receiver.url());
    await publicInserts.contact(db, c);
    // An instance claims it and dies before sending.
    expect(await claimDelivery(db, 60_000, 2)).not.toBeNull();
    await t.app.webhookRunner.drain();
    expect(receiver.received).toHaveLength(0);
    await db.execute(sql`update webhook_deliveries set locked_at = now() - interval '2 minutes'
      where webhook_id = ${hook.id}`);
    await deliverUntil(1);
    expect((await recordsOf(hook.id)).map((r) => [r.attempt, r.status_code])).toEqual([[2, 200]]);
  });

  it('disables a webhook that has failed for five days, with an audit row', async () => {
    const db = t.database.db;
    const hook = await subscribe(db, c.projectId, 'contact.created', receiver.url());
    await db
      .update(webhooks)
      .set({ failing_since: new Date(Date.now() - 6 * 86_400_000) })
      .where(eq(webhooks.id, hook.id));
    receiver.answers.push({ status: 502 });
    await publicInserts.contact(db, c);
    await deliverUntil(1);
    const [row] = await db.select().from(webhooks).where(eq(webhooks.id, hook.id));
    expect(row?.disabled_at).not.toBeNull();
    const [audit] = await db
      .select()
      .from(audits)
      .where(and(eq(audits.auditable_type, 'Webhook'), eq(audits.auditable_id, String(hook.id))));
    expect(audit?.event).toBe('disabled');
    expect(JSON.stringify(audit?.new_values)).toMatch(/5 días/);
    // No retry is scheduled for a webhook being disabled.
    expect((await deliveriesOf(hook.id)).map((d) => d.status)).toEqual(['failed']);
    const [record] = await recordsOf(hook.id);
    expect([record?.state, record?.next_attempt_at]).toEqual(['failed', null]);
  });
});
