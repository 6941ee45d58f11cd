import { and, eq, inArray } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BookingOrderDocument,
  EditBookingOrderDocument,
  EditBookingRequestDocument,
} from '../../../../graphql/generated/client/graphql';
import {
  executeOperation,
  login,
  startTestApp,
  testConfig,
  type TestApp,
} from '../../../../tests/harness/test-app';
import { buildApp } from '../../app';
import { bookingOrders, bookingRequests, customers, quotations } from '../../db/schema';
import { openDatabase, type Database } from '../../db/client';
import { seedIfEmpty } from '../../db/seed';
import {
  auditRowsOf,
  foreignProjectIds,
  ownProjectIds,
  tokens,
} from '../quotations/quotations.sales.fixtures';
import { freeHome, homeRow, pendingRequests, requestRows } from './bookings.fixtures';
import { dropTestDatabase } from '../../../../tests/harness/drop-database';

// Status changes of booking requests and orders. A home is never booked twice: five people mark five different booking requests of the same
// home as paid at the same moment. Exactly one wins; the other four get the Spanish refusal
// naming the winner, and nothing of theirs is written. On PGlite (one connection) and, when
// TEST_DATABASE_URL is set, on a PostgreSQL server whose pool runs the five transactions at
// once, where only the lock on the home (lockUnits) keeps them from both reading "free".

const AGENCY_USER = 'realstateuser@demo.cl';

async function fiveAtOnce(app: FastifyInstance, database: Database) {
  const db = database.db;
  const home = await freeHome(db, await ownProjectIds(db, AGENCY_USER));
  const five = await pendingRequests(db, home, 5);
  const { access_token } = await login(app, AGENCY_USER);
  const results = await Promise.all(
    five.map((request) =>
      executeOperation(
        app,
        EditBookingRequestDocument,
        { bookingrequest_id: String(request.id), status: 'paid' },
        access_token,
      ),
    ),
  );
  const winners = results.filter((res) => res.data?.editBookingRequest.status === 'paid');
  expect(winners).toHaveLength(1);
  const winner = Number(winners[0]!.data!.editBookingRequest.id);
  const refusals = results.filter((res) => res.errors);
  expect(refusals).toHaveLength(4);
  for (const res of refusals) {
    expect(res.errors?.[0]).toMatchObject({
      message:
        `La unidad ${home.identifier} ya está reservada por la solicitud de reserva N° ${winner}. ` +
        'Anula esa reserva antes de marcar esta como pagada.',
      extensions: { code: 'CONFLICT' },
    });
  }
  const rows = await requestRows(
    db,
    five.map((r) => r.id),
  );
  expect(rows.filter((r) => r.status === 'paid').map((r) => r.id)).toEqual([winner]);
  expect(rows.filter((r) => r.status === 'pending')).toHaveLength(4);
  expect((await homeRow(db, home.id)).available).toBe(false);
  for (const request of five) {
    const audits = await auditRowsOf(db, 'BookingRequest', request.id);
    expect(audits, String(request.id)).toHaveLength(request.id === winner ? 1 : 0);
  }
}

let t: TestApp;
let token: (email: string) => Promise<string>;

beforeAll(async () => {
  t = await startTestApp('demo');
  token = tokens(t);
});
afterAll(() => t.close());

describe('five booking requests of one home marked paid at once, on PGlite', () => {
  it('lets exactly one win', () => fiveAtOnce(t.app, t.database));
});

describe('editBookingRequest', () => {
  const edit = async (id: number, status: string, email = AGENCY_USER) =>
    executeOperation(
      t.app,
      EditBookingRequestDocument,
      { bookingrequest_id: String(id), status },
      await token(email),
    );

  it('takes the home off the market when paid and gives it back when cancelled, one audit row each', async () => {
    const home = await freeHome(t.database.db, await ownProjectIds(t.database.db, AGENCY_USER));
    const [first, second] = await pendingRequests(t.database.db, home, 2);
    const paid = await edit(first!.id, 'paid');
    expect(paid.data?.editBookingRequest).toEqual({ id: String(first!.id), status: 'paid' });
    expect((await homeRow(t.database.db, home.id)).available).toBe(false);
    const audits = await auditRowsOf(t.database.db, 'BookingRequest', first!.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      old_values: { status: 'pending', unit_available: true },
      new_values: { status: 'paid', unit_available: false },
    });

    const refused = await edit(second!.id, 'paid');
    expect(refused.errors?.[0]).toMatchObject({
      message: `La unidad ${home.identifier} ya está reservada por la solicitud de reserva N° ${first!.id}. Anula esa reserva antes de marcar esta como pagada.`,
      extensions: { code: 'CONFLICT' },
    });
    expect((await requestRows(t.database.db, [second!.id]))[0]?.status).toBe('pending');
    expect(await auditRowsOf(t.database.db, 'BookingRequest', second!.id)).toHaveLength(0);

    expect((await edit(first!.id, 'cancelled')).errors).toBeUndefined();
    expect((await homeRow(t.database.db, home.id)).available).toBe(true);
    expect((await edit(second!.id, 'paid')).errors).toBeUndefined();
    expect((await homeRow(t.database.db, home.id)).available).toBe(false);
  });

  it('moves its quotation to «Reservada» when paid, with an audit row of its own', async () => {
    const db = t.database.db;
    const home = await freeHome(db, await ownProjectIds(db, AGENCY_USER));
    const [customer] = await db.select({ id: customers.id }).from(customers).limit(1);
    const [quotation] = await db
      .insert(quotations)
      .values({ project_id: home.project_id, customer_id: customer!.id, status: 'active' })
      .returning({ id: quotations.id });
    const [request] = await pendingRequests(db, home, 1);
    await db
      .update(bookingRequests)
      .set({ quotation_id: quotation!.id })
      .where(eq(bookingRequests.id, request!.id));
    expect((await edit(request!.id, 'paid')).errors).toBeUndefined();
    const [after] = await db
      .select({ status: quotations.status })
      .from(quotations)
      .where(eq(quotations.id, quotation!.id));
    expect(after?.status).toBe('booked');
    expect(await auditRowsOf(db, 'Quotation', quotation!.id)).toMatchObject([
      {
        old_values: { status: 'active' },
        new_values: { status: 'booked', reason: 'booking_paid' },
      },
    ]);
    // Cancelling the booking leaves the quotation as it is: «Reservada» has no way back.
    expect((await edit(request!.id, 'cancelled')).errors).toBeUndefined();
    expect(await auditRowsOf(db, 'Quotation', quotation!.id)).toHaveLength(1);
  });

  it('refuses a move the table does not list, in Spanish, and another agency’s request', async () => {
    const home = await freeHome(t.database.db, await ownProjectIds(t.database.db, AGENCY_USER));
    const [request] = await pendingRequests(t.database.db, home, 1);
    expect((await edit(request!.id, 'rejected')).errors).toBeUndefined();
    const res = await edit(request!.id, 'paid');
    expect(res.errors?.[0]).toMatchObject({
      message:
        'Una solicitud de reserva en estado «Rechazada» no puede pasar a «Pagada». Es un estado final.',
      extensions: { code: 'BAD_USER_INPUT', field: 'status' },
    });
    const foreign = await freeHome(
      t.database.db,
      await foreignProjectIds(t.database.db, AGENCY_USER),
    );
    const [theirs] = await pendingRequests(t.database.db, foreign, 1);
    const crossed = await edit(theirs!.id, 'paid');
    expect(crossed.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await requestRows(t.database.db, [theirs!.id]))[0]?.status).toBe('pending');
    expect((await homeRow(t.database.db, foreign.id)).available).toBe(true);
  });
});

describe('editBookingOrder', () => {
  it('confirms a pending order with one audit row, refuses a skipped step', async () => {
    const own = await ownProjectIds(t.database.db, AGENCY_USER);
    const [order] = await t.database.db
      .select()
      .from(bookingOrders)
      .where(and(inArray(bookingOrders.project_id, own), eq(bookingOrders.status, 'approved')))
      .limit(1);
    const send = async (status: string) =>
      executeOperation(
        t.app,
        EditBookingOrderDocument,
        { bookingorder_id: String(order!.id), status },
        await token(AGENCY_USER),
      );
    const refunded = await send('refunded');
    expect(refunded.data?.editBookingOrder).toEqual({ id: String(order!.id), status: 'refunded' });
    const again = await send('approved');
    expect(again.errors?.[0]).toMatchObject({
      message:
        'Una orden de pago de reserva en estado «Reembolsada» no puede pasar a «Aprobada». Es un estado final.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const rows = await auditRowsOf(t.database.db, 'BookingOrder', order!.id);
    expect(rows.map((r) => r.new_values)).toEqual([{ status: 'refunded' }]);
    const details = await executeOperation(
      t.app,
      BookingOrderDocument,
      { id: String(order!.id) },
      await token(AGENCY_USER),
    );
    expect(details.data!.bookingorders.data[0]!.audits.map((a) => a.new_values)).toEqual([
      { status: 'refunded' },
    ]);
    expect(details.data!.bookingorders.data[0]!.bookingrequest?.payments.length).toBeGreaterThan(0);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)(
  'five booking requests of one home marked paid at once, on PostgreSQL',
  () => {
    const name = `bo_test_${randomBytes(4).toString('hex')}`;
    const admin = postgres(adminUrl ?? '', { max: 1, onnotice: () => undefined });
    let database: Database;
    let app: FastifyInstance;

    beforeAll(async () => {
      await admin.unsafe(`create database ${name}`);
      const url = new URL(adminUrl ?? '');
      url.pathname = `/${name}`;
      database = await openDatabase({ databaseUrl: url.href });
      await seedIfEmpty(database, { demo: true, adminEmail: '', adminPassword: '' });
      app = await buildApp({ database, config: testConfig() });
    }, 180_000);

    afterAll(async () => {
      await app?.close();
      await database?.close();
      await dropTestDatabase(admin, name);
      await admin.end();
    });

    it('lets exactly one win while the five transactions run side by side', () =>
      fiveAtOnce(app, database));
  },
);
