import { inArray, type InferInsertModel } from 'drizzle-orm';
import {
  bookingOrders,
  bookingRequests,
  payments,
  promiseOrders,
  promiseRequests,
  properties,
} from '../schema';
import type { PaymentStatus, PromiseRequestStatus } from '../schema/statuses';
import { formatRut } from '../../../shared/rut';
import { idAt, insertAll, insertIds } from './bulk';
import type { SeedContext } from './context';
import { paymentRow, transactionFields } from './gateway';
import type { PlannedQuotation } from './sales-plan';
import { ufToClp } from './timeline';

// Booking requests (reserva, CLP amount of the project) with their payment attempts and order;
// promise requests (promesa, the down payment in UF converted to CLP) with theirs. Properties with
// a paid booking are no longer available.

type PaymentRow = InferInsertModel<typeof payments>;
type Quoted = PlannedQuotation & { id: number };

const settled = (status: PromiseRequestStatus) => status === 'paid' || status === 'signed';

export async function seedBookingsAndPromises(ctx: SeedContext, planned: Quoted[]): Promise<void> {
  const { tx, rng, timeline } = ctx;
  const paymentRows: PaymentRow[] = [];
  const booked = planned.flatMap((q) => (q.booking ? [{ q, booking: q.booking }] : []));
  const bookingIds = await insertIds(
    tx,
    bookingRequests,
    booked.map(({ q, booking }) => ({
      project_id: q.project.id,
      quotation_id: q.id,
      property_id: q.property.id,
      status: booking.status,
      amount: q.project.reserveAmount,
      contact_name: `${q.customer.name} ${q.customer.last_name}`,
      contact_rut: formatRut(q.customer.rut, q.customer.rut_dv),
      contact_email: q.customer.email,
      contact_phone: q.customer.phone,
      created_at: booking.at,
      updated_at: booking.at,
    })),
  );
  const orders: InferInsertModel<typeof bookingOrders>[] = [];
  booked.forEach(({ q, booking }, i) => {
    const id = idAt(bookingIds, i);
    const stamps = { created_at: booking.at, updated_at: booking.at };
    const attempt = (status: PaymentStatus, n: number) =>
      paymentRow(rng, timeline, {
        projectId: q.project.id,
        parent: { booking_request_id: id },
        amount: q.project.reserveAmount,
        email: q.customer.email,
        status,
        at: booking.at,
        commerceOrder: `RES-${id}-${n}`,
      });
    const order = { project_id: q.project.id, booking_request_id: id, ...stamps };
    if (booking.status === 'paid') {
      // One in ten buyers had a card rejected before paying.
      if (rng.chance(0.1)) paymentRows.push(attempt('rejected', 1));
      paymentRows.push(attempt('paid', 2));
      const number = `OR-${String(orders.length + 1).padStart(6, '0')}`;
      const fields = transactionFields(rng, timeline, q.project.reserveAmount, booking.at, number);
      orders.push({ ...order, status: 'approved', ...fields });
    } else if (booking.status === 'rejected') {
      paymentRows.push(attempt('rejected', 1));
      orders.push({ ...order, status: 'rejected' });
    } else if (booking.status === 'pending' && rng.chance(0.5)) {
      paymentRows.push(attempt('pending', 1));
    }
  });
  await insertAll(tx, bookingOrders, orders);
  paymentRows.push(...(await seedPromises(ctx, planned)));
  await insertAll(tx, payments, paymentRows);
  const sold = booked.filter((b) => b.booking.status === 'paid').map((b) => b.q.property.id);
  if (sold.length > 0) {
    await tx.update(properties).set({ available: false }).where(inArray(properties.id, sold));
  }
}

/** Inserts promise requests and orders; returns their payment rows. */
async function seedPromises(ctx: SeedContext, planned: Quoted[]): Promise<PaymentRow[]> {
  const { tx, rng, timeline } = ctx;
  const promised = planned.flatMap((q) => (q.promise ? [{ q, promise: q.promise }] : []));
  const pieClp = (p: { pieUf: number; at: Date }) => ufToClp(p.pieUf, timeline.ufValue(p.at));
  const ids = await insertIds(
    tx,
    promiseRequests,
    promised.map(({ q, promise }, i) => ({
      project_id: q.project.id,
      quotation_id: q.id,
      status: promise.status,
      ...(settled(promise.status)
        ? transactionFields(
            rng,
            timeline,
            pieClp(promise),
            promise.at,
            `PR-${String(i + 1).padStart(6, '0')}`,
          )
        : { uf_value: timeline.ufValue(promise.at).toFixed(2) }),
      created_at: promise.at,
      updated_at: promise.at,
    })),
  );
  const rows: PaymentRow[] = [];
  const orders: InferInsertModel<typeof promiseOrders>[] = [];
  promised.forEach(({ q, promise }, i) => {
    const id = idAt(ids, i);
    const stamps = { created_at: promise.at, updated_at: promise.at };
    const attempt = (status: PaymentStatus) =>
      paymentRow(rng, timeline, {
        projectId: q.project.id,
        parent: { promise_request_id: id },
        amount: pieClp(promise),
        email: q.customer.email,
        status,
        at: promise.at,
        commerceOrder: `PRO-${id}-1`,
      });
    const order = { project_id: q.project.id, promise_request_id: id, ...stamps };
    if (settled(promise.status)) {
      rows.push(attempt('paid'));
      orders.push({ ...order, status: 'approved' });
    } else if (promise.status === 'pending') {
      rows.push(attempt('pending'));
      if (rng.chance(0.5)) orders.push({ ...order, status: 'pending' });
    }
  });
  await insertAll(tx, promiseOrders, orders);
  return rows;
}
