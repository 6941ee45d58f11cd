import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { flowAnswer, startFakeFlow, type FakeFlow } from '../../../../tests/support/fake-flow';
import { testConfig } from '../../../../tests/harness/test-app';
import { freshDatabase } from '../../../../tests/harness/test-database';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { flowChecks, payments } from '../../db/schema';
import type { RecordChangeEvent } from '../../kernel';
import { EventBus, topics } from '../../realtime/bus';
import {
  bookingState,
  confirmation,
  FLOW_KEYS,
  flowProject,
  pendingBooking,
  pendingPromise,
  type PendingBooking,
} from './payments-flow.fixtures';
import { promiseOrders, promiseRequests } from '../../db/schema';

// Flow's confirmation end to end against the fake Flow on loopback: every status, a wrong amount,
// a 5xx and a timeout, five confirmations of one token at once, and a log that never shows a
// secret. The fake checks each request's signature the documented way and refuses a wrong one.

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString('utf8'));
    done();
  },
});

let flow: FakeFlow;
let database: Database;
let app: FastifyInstance;
let project: { id: number; agency_id: number };
const events: RecordChangeEvent[] = [];
let listener: EventBus;

beforeAll(async () => {
  flow = await startFakeFlow({ merchants: { [FLOW_KEYS.apiKey]: FLOW_KEYS.secretKey } });
  database = await freshDatabase('demo');
  const config = testConfig({ flowApiUrl: flow.url, flowTimeoutMs: 2_000 });
  app = await buildApp({ database, config, logger: { level: 'trace', stream: logStream } });
  await app.ready();
  project = await flowProject(database.db, config);
  listener = new EventBus(database);
  await listener.start();
  listener.on<RecordChangeEvent>(topics.record, (event) => events.push(event));
});

afterAll(async () => {
  await listener.close();
  await app.close();
  await database.close();
  await flow.close();
});

let booking: PendingBooking;
beforeEach(async () => {
  booking = await pendingBooking(database.db, project.id);
});

const answer = (status: 1 | 2 | 3 | 4, amount = booking.amount) =>
  flowAnswer({ commerceOrder: booking.commerceOrder, amount }, status);

describe('POST /api/payments/flow/confirmation', () => {
  it('pays the booking when Flow says paid: request, order, home, one audit row each', async () => {
    flow.payment(booking.token, answer(2));
    const res = await app.inject(confirmation(booking.token));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    const state = await bookingState(database.db, booking);
    expect(state.request.status).toBe('paid');
    expect(state.order).toMatchObject({ status: 'approved', amount_paid: booking.amount, gateway_reference: '8765432' }); // prettier-ignore
    expect(state.home.available).toBe(false);
    expect(state.payment).toMatchObject({
      status: 'paid',
      gateway_status: 2,
      order_gateway: '8765432',
      media: 'Webpay',
      amount: booking.amount,
      fee: Math.round(booking.amount * 0.0319),
      payer: 'camila.rojas@gmail.com',
      review_reason: null,
    });
    // Flow's '2026-12-03' is a day in Chile, stored as its midnight there (UTC-3 in summer).
    expect(state.payment.transfer_date?.toISOString()).toBe('2026-12-03T03:00:00.000Z');
    expect(state.auditRows.map((a) => [a.auditable_type, a.user_id])).toEqual([
      ['Payment', null],
      ['BookingRequest', null],
      ['BookingOrder', null],
    ]);
    expect(state.notes.map((n) => n.title)).toEqual(['Reserva pagada']);
    expect(flow.requests.at(-1)).toMatchObject({ signatureOk: true, params: { token: booking.token } }); // prettier-ignore
    await expect.poll(() => events.some((e) => e.type === 'booking_request' && e.id === String(booking.requestId))).toBe(true); // prettier-ignore
  });

  it('leaves everything pending while Flow says pending', async () => {
    flow.payment(booking.token, answer(1));
    expect((await app.inject(confirmation(booking.token))).statusCode).toBe(200);
    const state = await bookingState(database.db, booking);
    expect([state.request.status, state.order.status, state.payment.status]).toEqual(['pending', 'pending', 'pending']); // prettier-ignore
    expect(state.payment.gateway_status).toBe(1);
    expect(state.auditRows).toEqual([]);
  });

  it.each([
    [3, 'rejected'],
    [4, 'cancelled'],
  ] as const)(
    'marks status %i %s and rejects the order, leaving the request open',
    async (code, status) => {
      flow.payment(booking.token, answer(code));
      expect((await app.inject(confirmation(booking.token))).statusCode).toBe(200);
      const state = await bookingState(database.db, booking);
      expect(state.payment.status).toBe(status);
      expect(state.order.status).toBe('rejected');
      expect(state.request.status).toBe('pending');
      expect(state.home.available).toBe(true);
      expect(state.notes).toEqual([]);
    },
  );

  it('holds a wrong amount for review, never paid, and tells Admins once', async () => {
    flow.payment(booking.token, answer(2, booking.amount - 1));
    await app.inject(confirmation(booking.token));
    await app.inject(confirmation(booking.token));
    const state = await bookingState(database.db, booking);
    expect(state.payment).toMatchObject({ status: 'pending', review_reason: 'amount', gateway_status: 2 }); // prettier-ignore
    expect(state.request.status).toBe('pending');
    expect(state.order.status).toBe('pending');
    expect(state.auditRows.map((a) => a.event)).toEqual(['held_for_review']);
    expect(state.notes.map((n) => n.title)).toEqual(['Pago retenido para revisión']);
  });

  it('holds for review a payment that arrives after its reservation expired', async () => {
    await database.db.execute(
      sql`update booking_requests set status = 'expired' where id = ${booking.requestId}`,
    );
    flow.payment(booking.token, answer(2));
    await app.inject(confirmation(booking.token));
    const state = await bookingState(database.db, booking);
    // The money arrived: the payment says so, flagged for staff; the reservation stays closed.
    expect(state.payment).toMatchObject({ status: 'paid', review_reason: 'request_closed' });
    expect(state.request.status).toBe('expired');
    expect(state.order.status).toBe('pending');
    expect(state.notes.map((n) => n.title)).toEqual(['Pago retenido para revisión']);
  });

  it('answers 404 without detail for a token it does not know, and for none', async () => {
    for (const payload of ['token=TK-DESCONOCIDO', '']) {
      const res = await app.inject({ ...confirmation('x'), payload });
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe('');
    }
  });

  it.each([
    ['a 5xx', { fail: 503 } as const, 'Flow respondió con un error (503).'],
    ['a timeout', { hang: true } as const, 'Flow no respondió a tiempo.'],
  ])(
    'answers 200 on %s, tells Admins and retries from the queue',
    async (_name, scenario, error) => {
      flow.payment(booking.token, scenario);
      expect((await app.inject(confirmation(booking.token))).statusCode).toBe(200);
      const [check] = await database.db.select().from(flowChecks).where(eq(flowChecks.payment_id, booking.paymentId)); // prettier-ignore
      expect(check).toMatchObject({ status: 'queued', last_error: error });
      let state = await bookingState(database.db, booking);
      expect(state.payment.status).toBe('pending');
      expect(state.notes.map((n) => n.title)).toEqual(['Pago sin confirmar con Flow']);

      flow.payment(booking.token, answer(2));
      await database.db.update(flowChecks).set({ next_attempt_at: sql`now()` }).where(eq(flowChecks.payment_id, booking.paymentId)); // prettier-ignore
      await app.flowCheckRunner.drain();
      state = await bookingState(database.db, booking);
      expect(state.payment.status).toBe('paid');
      expect(state.request.status).toBe('paid');
      const [done] = await database.db.select().from(flowChecks).where(eq(flowChecks.payment_id, booking.paymentId)); // prettier-ignore
      expect(done?.status).toBe('done');
    },
  );

  it('makes one transition of five confirmations of one token at once', async () => {
    flow.payment(booking.token, answer(2));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => app.inject(confirmation(booking.token))),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const state = await bookingState(database.db, booking);
    expect(state.request.status).toBe('paid');
    expect(state.auditRows.map((a) => a.auditable_type)).toEqual(['Payment', 'BookingRequest', 'BookingOrder']); // prettier-ignore
    expect(state.notes).toHaveLength(1);
  });

  it('never logs the token, the keys or the signature, nor stores them in audit rows', async () => {
    logLines.length = 0;
    flow.payment(booking.token, { fail: 500 });
    await app.inject(confirmation(booking.token));
    flow.payment(booking.token, answer(2));
    await app.inject(confirmation(booking.token));
    const signatures = flow.requests.filter((r) => r.params.token === booking.token).map((r) => r.params.s!); // prettier-ignore
    expect(signatures.length).toBeGreaterThan(0);
    const log = logLines.join('');
    // The capture works: the request and the route's own line are there.
    expect(log).toContain('/api/payments/flow/confirmation');
    expect(log).toContain('flow confirmation');
    for (const secret of [booking.token, FLOW_KEYS.apiKey, FLOW_KEYS.secretKey, ...signatures]) {
      expect(log).not.toContain(secret);
    }
    const state = await bookingState(database.db, booking);
    const stored = JSON.stringify(state.auditRows);
    for (const secret of [booking.token, FLOW_KEYS.apiKey, FLOW_KEYS.secretKey, ...signatures]) {
      expect(stored).not.toContain(secret);
    }
    const [payment] = await database.db.select().from(payments).where(eq(payments.id, booking.paymentId)); // prettier-ignore
    expect(payment?.status).toBe('paid');
  });

  it('pays a promise by its own rules: the request paid, its order approved', async () => {
    const promise = await pendingPromise(database.db, testConfig());
    flow.payment(promise.token, flowAnswer({ commerceOrder: promise.commerceOrder, amount: promise.amount }, 2)); // prettier-ignore
    expect((await app.inject(confirmation(promise.token))).statusCode).toBe(200);
    const [request] = await database.db.select().from(promiseRequests).where(eq(promiseRequests.id, promise.requestId)); // prettier-ignore
    const [order] = await database.db.select().from(promiseOrders).where(eq(promiseOrders.id, promise.orderId)); // prettier-ignore
    const [payment] = await database.db.select().from(payments).where(eq(payments.id, promise.paymentId)); // prettier-ignore
    expect([payment?.status, request?.status, order?.status]).toEqual(['paid', 'paid', 'approved']);
  });
});
