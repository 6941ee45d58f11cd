import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EditBookingOrderDocument } from '../../../../graphql/generated/client/graphql';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { bookingOrders, bookingRequests } from '../../db/schema';
import { auditRowsOf, ownProjectIds, tokens } from '../quotations/quotations.sales.fixtures';
import { freeHome, homeRow, pendingRequests, requestRows } from './bookings.fixtures';

// Approving a booking payment pays its request when the request still waits for it, under the
// request's own hold rules: a home already booked by another request refuses the approval, and
// then neither the order nor the request changes.

const AGENCY_USER = 'realstateuser@demo.cl';

let t: TestApp;
let token: (email: string) => Promise<string>;

beforeAll(async () => {
  t = await startTestApp('demo');
  token = tokens(t);
});
afterAll(() => t.close());

async function pendingOrderOf(requestId: number, projectId: number) {
  const [order] = await t.database.db
    .insert(bookingOrders)
    .values({ project_id: projectId, booking_request_id: requestId, status: 'pending' })
    .returning();
  return order!;
}

const approve = async (orderId: number) =>
  executeOperation(
    t.app,
    EditBookingOrderDocument,
    { bookingorder_id: String(orderId), status: 'approved' },
    await token(AGENCY_USER),
  );

const orderStatus = async (id: number) =>
  (await t.database.db.select().from(bookingOrders).where(eq(bookingOrders.id, id)))[0]?.status;

describe('approving a booking order', () => {
  it('pays its pending request, takes the home and says why in the request’s history', async () => {
    const db = t.database.db;
    const home = await freeHome(db, await ownProjectIds(db, AGENCY_USER));
    const [request] = await pendingRequests(db, home, 1);
    const order = await pendingOrderOf(request!.id, home.project_id);
    const res = await approve(order.id);
    expect(res.errors).toBeUndefined();
    expect(res.data?.editBookingOrder.status).toBe('approved');
    expect((await requestRows(db, [request!.id]))[0]?.status).toBe('paid');
    expect((await homeRow(db, home.id)).available).toBe(false);
    expect(await auditRowsOf(db, 'BookingRequest', request!.id)).toMatchObject([
      {
        old_values: { status: 'pending', unit_available: true },
        new_values: { status: 'paid', unit_available: false, reason: 'order_approved' },
      },
    ]);
  });

  it('is refused while another request holds the home, and changes nothing', async () => {
    const db = t.database.db;
    const home = await freeHome(db, await ownProjectIds(db, AGENCY_USER));
    const [holder, late] = await pendingRequests(db, home, 2);
    await db.update(bookingRequests).set({ status: 'paid' }).where(eq(bookingRequests.id, holder!.id)); // prettier-ignore
    const order = await pendingOrderOf(late!.id, home.project_id);
    const res = await approve(order.id);
    expect(res.errors?.[0]).toMatchObject({
      message: expect.stringContaining(`reserva N° ${holder!.id}`),
      extensions: { code: 'CONFLICT' },
    });
    expect(await orderStatus(order.id)).toBe('pending');
    expect((await requestRows(db, [late!.id]))[0]?.status).toBe('pending');
    expect(await auditRowsOf(db, 'BookingOrder', order.id)).toHaveLength(0);
  });

  it('leaves a request that no longer waits for payment as it is', async () => {
    const db = t.database.db;
    const home = await freeHome(db, await ownProjectIds(db, AGENCY_USER));
    const [request] = await pendingRequests(db, home, 1);
    await db.update(bookingRequests).set({ status: 'expired' }).where(eq(bookingRequests.id, request!.id)); // prettier-ignore
    const order = await pendingOrderOf(request!.id, home.project_id);
    expect((await approve(order.id)).errors).toBeUndefined();
    expect(await orderStatus(order.id)).toBe('approved');
    expect((await requestRows(db, [request!.id]))[0]?.status).toBe('expired');
    expect(await auditRowsOf(db, 'BookingRequest', request!.id)).toHaveLength(0);
  });
});
