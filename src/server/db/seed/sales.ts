import { inArray, type InferInsertModel } from 'drizzle-orm';
import {
  bookingOrders,
  bookingRequests,
  payments,
  promiseOrders,
  promiseRequests,
  properties,
  propertyQuotations,
  quotations,
} from '../schema';
import type {
  BookingRequestStatus,
  PromiseRequestStatus,
  QuotationStatus,
} from '../schema/statuses';
import { formatRut } from '../../../shared/rut';
import { idAt, insertAll, insertIds } from './bulk';
import type { SeedContext, SeedProject, SeedProperty, SeedUnit } from './context';
import type { SeedCustomer } from './customers';
import { paymentRow, transactionFields } from './gateway';
import { ufToClp } from './timeline';

// The sales path for the demo: quotations, then for some of them a booking request (reserva)
// with its payments and order, and for some paid bookings a promise request (promesa) with its
// payments and order. Everything is planned in memory first so statuses agree with each other.

const DAY_MS = 86_400_000;
const ORIGINS = ['web', 'sala_ventas', 'portal_inmobiliario', 'redes_sociales', 'referido'];

interface PlannedQuotation {
  customer: SeedCustomer;
  project: SeedProject;
  property: SeedProperty;
  warehouse: SeedUnit | null;
  parkingLot: SeedUnit | null;
  at: Date;
  status: QuotationStatus;
  booking?: { status: BookingRequestStatus; at: Date };
  promise?: { status: PromiseRequestStatus; at: Date; pieUf: number };
}

export interface SeededQuotation {
  id: number;
  customerId: number;
  projectId: number;
}

type PaymentRow = InferInsertModel<typeof payments>;

function planQuotations(
  ctx: SeedContext,
  list: readonly SeedProject[],
  units: readonly SeedProperty[],
  people: readonly SeedCustomer[],
): PlannedQuotation[] {
  const { rng, timeline } = ctx;
  const byProject = new Map(list.map((p) => [p.id, units.filter((u) => u.projectId === p.id)]));
  const planned = Array.from({ length: Math.round(600 * ctx.scale) }, (): PlannedQuotation => {
    const customer = rng.pick(people);
    const project = rng.pick(list);
    const property = rng.pick(byProject.get(project.id) ?? []);
    return {
      customer,
      project,
      property,
      warehouse: property.warehouse && rng.chance(0.7) ? property.warehouse : null,
      parkingLot: property.parkingLot && rng.chance(0.7) ? property.parkingLot : null,
      at: timeline.after(customer.createdAt, rng, 90),
      status: 'active',
    };
  }).sort((a, b) => a.at.getTime() - b.at.getTime());
  const taken = new Set<number>();
  for (const q of planned) {
    if (taken.has(q.property.id) || !rng.chance(0.16)) continue;
    const status = rng.weighted<BookingRequestStatus>([
      ['paid', 50],
      ['pending', 20],
      ['expired', 12],
      ['cancelled', 12],
      ['rejected', 6],
    ]);
    q.booking = { status, at: timeline.after(q.at, rng, 10) };
    if (status === 'paid' || status === 'pending') taken.add(q.property.id);
    if (status === 'paid' && rng.chance(0.55)) {
      const promise = rng.weighted<PromiseRequestStatus>([
        ['paid', 45],
        ['signed', 25],
        ['pending', 20],
        ['cancelled', 10],
      ]);
      q.promise = {
        status: promise,
        at: timeline.after(q.booking.at, rng, 30),
        pieUf: rng.int(30, 90),
      };
    }
    const promised = q.promise?.status === 'paid' || q.promise?.status === 'signed';
    q.status = promised ? 'promised' : status === 'paid' ? 'booked' : q.status;
  }
  for (const q of planned) {
    if (q.status === 'active' && timeline.now.getTime() - q.at.getTime() > 15 * DAY_MS)
      q.status = 'expired';
  }
  return planned;
}

export async function seedSales(
  ctx: SeedContext,
  list: readonly SeedProject[],
  units: readonly SeedProperty[],
  people: readonly SeedCustomer[],
): Promise<SeededQuotation[]> {
  const { tx, rng, timeline } = ctx;
  const planned = planQuotations(ctx, list, units, people);
  const quotationIds = await insertIds(
    tx,
    quotations,
    planned.map((q) => ({
      project_id: q.project.id,
      customer_id: q.customer.id,
      status: q.status,
      minimum_rent: Math.round((q.customer.monthlyRent * 0.9) / 1000) * 1000,
      maximum_rent: Math.round((q.customer.monthlyRent * 1.3) / 1000) * 1000,
      uf_value: timeline.ufValue(q.at).toFixed(2),
      origin: rng.pick(ORIGINS),
      created_at: q.at,
      updated_at: q.booking?.at ?? q.at,
    })),
  );
  await insertAll(
    tx,
    propertyQuotations,
    planned.map((q, i) => ({
      quotation_id: idAt(quotationIds, i),
      property_id: q.property.id,
      property_price: q.property.price.toFixed(2),
      warehouse_id: q.warehouse?.id ?? null,
      warehouse_price: q.warehouse?.price.toFixed(2) ?? null,
      parking_lot_id: q.parkingLot?.id ?? null,
      parking_lot_price: q.parkingLot?.price.toFixed(2) ?? null,
      price: (q.property.price + (q.warehouse?.price ?? 0) + (q.parkingLot?.price ?? 0)).toFixed(2),
      created_at: q.at,
    })),
  );
  const paymentRows: PaymentRow[] = [];
  const booked = planned.flatMap((q, i) =>
    q.booking ? [{ q, booking: q.booking, quotationId: idAt(quotationIds, i) }] : [],
  );
  const bookingIds = await insertIds(
    tx,
    bookingRequests,
    booked.map(({ q, booking, quotationId }) => ({
      project_id: q.project.id,
      quotation_id: quotationId,
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
    const attempt = (status: PaymentRow['status'] & string, n: number) =>
      paymentRow(rng, timeline, {
        projectId: q.project.id,
        parent: { booking_request_id: id },
        amount: q.project.reserveAmount,
        email: q.customer.email,
        status,
        at: booking.at,
        commerceOrder: `RES-${id}-${n}`,
      });
    if (booking.status === 'paid') {
      if (rng.chance(0.1)) paymentRows.push(attempt('rejected', 1));
      paymentRows.push(attempt('paid', 2));
      const number = `OR-${String(orders.length + 1).padStart(6, '0')}`;
      orders.push({
        project_id: q.project.id,
        booking_request_id: id,
        status: 'approved',
        ...transactionFields(rng, timeline, q.project.reserveAmount, booking.at, number),
        created_at: booking.at,
        updated_at: booking.at,
      });
    } else if (booking.status === 'rejected') {
      paymentRows.push(attempt('rejected', 1));
      orders.push({
        project_id: q.project.id,
        booking_request_id: id,
        status: 'rejected',
        created_at: booking.at,
        updated_at: booking.at,
      });
    } else if (booking.status === 'pending' && rng.chance(0.5)) {
      paymentRows.push(attempt('pending', 1));
    }
  });
  await insertAll(tx, bookingOrders, orders);
  await seedPromises(ctx, planned, quotationIds, paymentRows);
  await insertAll(tx, payments, paymentRows);
  const sold = booked.filter((b) => b.booking.status === 'paid').map((b) => b.q.property.id);
  if (sold.length > 0)
    await tx.update(properties).set({ available: false }).where(inArray(properties.id, sold));
  return planned.map((q, i) => ({
    id: idAt(quotationIds, i),
    customerId: q.customer.id,
    projectId: q.project.id,
  }));
}

async function seedPromises(
  ctx: SeedContext,
  planned: PlannedQuotation[],
  quotationIds: number[],
  paymentRows: PaymentRow[],
): Promise<void> {
  const { tx, rng, timeline } = ctx;
  const promised = planned.flatMap((q, i) =>
    q.promise ? [{ q, promise: q.promise, quotationId: idAt(quotationIds, i) }] : [],
  );
  const settled = (status: PromiseRequestStatus) => status === 'paid' || status === 'signed';
  const ids = await insertIds(
    tx,
    promiseRequests,
    promised.map(({ q, promise, quotationId }, i) => ({
      project_id: q.project.id,
      quotation_id: quotationId,
      status: promise.status,
      ...(settled(promise.status)
        ? transactionFields(
            rng,
            timeline,
            ufToClp(promise.pieUf, timeline.ufValue(promise.at)),
            promise.at,
            `PR-${String(i + 1).padStart(6, '0')}`,
          )
        : { uf_value: timeline.ufValue(promise.at).toFixed(2) }),
      created_at: promise.at,
      updated_at: promise.at,
    })),
  );
  const orders: InferInsertModel<typeof promiseOrders>[] = [];
  promised.forEach(({ q, promise }, i) => {
    const id = idAt(ids, i);
    const amount = ufToClp(promise.pieUf, timeline.ufValue(promise.at));
    const base = {
      projectId: q.project.id,
      parent: { promise_request_id: id },
      amount,
      email: q.customer.email,
      at: promise.at,
      commerceOrder: `PRO-${id}-1`,
    };
    if (settled(promise.status)) {
      paymentRows.push(paymentRow(rng, timeline, { ...base, status: 'paid' }));
      orders.push({
        project_id: q.project.id,
        promise_request_id: id,
        status: 'approved',
        created_at: promise.at,
        updated_at: promise.at,
      });
    } else if (promise.status === 'pending') {
      paymentRows.push(paymentRow(rng, timeline, { ...base, status: 'pending' }));
      if (rng.chance(0.5))
        orders.push({
          project_id: q.project.id,
          promise_request_id: id,
          status: 'pending',
          created_at: promise.at,
          updated_at: promise.at,
        });
    }
  });
  await insertAll(tx, promiseOrders, orders);
}
