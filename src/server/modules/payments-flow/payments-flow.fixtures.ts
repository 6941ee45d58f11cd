// Test support for the Flow suites: a project of the RealstateAdmin's agency with Flow keys, and a
// booking request waiting for its payment (an available home, a pending order, a payment with a
// token). Never imported by production code.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, ne, notExists, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  audits,
  bookingOrders,
  bookingRequests,
  notifications,
  payments,
  projectPaymentKeys,
  projects,
  promiseOrders,
  promiseRequests,
  properties,
  quotations,
  realStateAgencyUsers,
  users,
} from '../../db/schema';
import { encryptSecret } from '../../payments/payment-keys';

export const FLOW_KEYS = { apiKey: 'AK-4F2C-PARQUE-ÑUÑOA', secretKey: 'sk-flow-ñandú-2026-test' };

/** A project of the agency of `realstateadmin@demo.cl`, with Flow keys stored as the app does. */
export async function flowProject(db: Db, config: Config, keys = FLOW_KEYS) {
  const [row] = await db
    .select({ id: projects.id, agency_id: projects.real_state_agency_id })
    .from(projects)
    .innerJoin(
      realStateAgencyUsers,
      eq(realStateAgencyUsers.real_state_agency_id, projects.real_state_agency_id),
    )
    .innerJoin(users, eq(users.id, realStateAgencyUsers.user_id))
    .where(eq(users.email, 'realstateadmin@demo.cl'))
    .orderBy(asc(projects.id))
    .limit(1);
  if (!row) throw new Error('la agencia de realstateadmin@demo.cl no tiene proyectos');
  await storeKeys(db, config, row.id, keys);
  return row;
}

/** Stores a project's Flow keys encrypted, as the project editor does. */
export async function storeKeys(db: Db, config: Config, projectId: number, keys = FLOW_KEYS) {
  const secret = config.paymentKeysSecret;
  const values = {
    api_key_encrypted: encryptSecret(keys.apiKey, secret),
    secret_key_encrypted: encryptSecret(keys.secretKey, secret),
  };
  await db
    .insert(projectPaymentKeys)
    .values({ project_id: projectId, ...values })
    .onConflictDoUpdate({ target: projectPaymentKeys.project_id, set: values });
}

/**
 * A pending promise of a demo quotation whose homes the buyer's paid booking holds (so paying it
 * is allowed), with its pending order and a payment with a token; the project gets Flow keys.
 */
export async function pendingPromise(db: Db, config: Config, amount = 1_500_000) {
  const [quotation] = await db
    .select({ id: quotations.id, project_id: quotations.project_id })
    .from(quotations)
    .where(
      sql`exists (select 1 from property_quotations pq where pq.quotation_id = ${quotations.id})
      and not exists (select 1 from property_quotations pq where pq.quotation_id = ${quotations.id}
        and not exists (select 1 from booking_requests b where b.quotation_id = ${quotations.id}
                        and b.status = 'paid' and b.property_id = pq.property_id))
      and not exists (select 1 from promise_requests pr
        join property_quotations held on held.quotation_id = pr.quotation_id
        join property_quotations mine on mine.property_id = held.property_id
          and mine.quotation_id = ${quotations.id}
        where pr.status in ('paid', 'signed'))`,
    )
    .orderBy(asc(quotations.id))
    .limit(1);
  if (!quotation) throw new Error('la demo no tiene una cotización con reserva pagada libre');
  await storeKeys(db, config, quotation.project_id);
  const [request] = await db.insert(promiseRequests).values({ project_id: quotation.project_id, quotation_id: quotation.id }).returning(); // prettier-ignore
  const [order] = await db.insert(promiseOrders).values({ project_id: quotation.project_id, promise_request_id: request!.id }).returning(); // prettier-ignore
  const token = `TK${randomBytes(12).toString('hex').toUpperCase()}`;
  const commerceOrder = `PRO-${request!.id}`;
  const [payment] = await db
    .insert(payments)
    .values({
      project_id: quotation.project_id,
      promise_request_id: request!.id,
      transaction_amount: amount,
      token,
      commerce_order: commerceOrder,
    }) // prettier-ignore
    .returning();
  return { requestId: request!.id, orderId: order!.id, paymentId: payment!.id, token, commerceOrder, amount }; // prettier-ignore
}

export interface PendingBooking {
  requestId: number;
  orderId: number;
  paymentId: number;
  propertyId: number;
  token: string;
  commerceOrder: string;
  amount: number;
}

/** A pending booking request of an available home no request holds, with its order and payment. */
export async function pendingBooking(db: Db, projectId: number, amount = 250_000) {
  const [home] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        eq(properties.project_id, projectId),
        eq(properties.available, true),
        notExists(
          db.select({ one: sql`1` }).from(bookingRequests).where(eq(bookingRequests.property_id, properties.id)), // prettier-ignore
        ),
      ),
    )
    .orderBy(asc(properties.id))
    .limit(1);
  if (!home) throw new Error(`el proyecto ${projectId} no tiene unidades libres`);
  const [request] = await db
    .insert(bookingRequests)
    .values({
      project_id: projectId,
      property_id: home.id,
      amount,
      contact_name: 'Camila Rojas Muñoz',
      contact_rut: '16.543.210-9',
      contact_email: 'camila.rojas@gmail.com',
      contact_phone: '+56 9 8765 4321',
    })
    .returning();
  const [order] = await db
    .insert(bookingOrders)
    .values({ project_id: projectId, booking_request_id: request!.id })
    .returning();
  const token = `TK${randomBytes(12).toString('hex').toUpperCase()}`;
  const commerceOrder = `RES-${request!.id}-ÑUÑOA`;
  const [payment] = await db
    .insert(payments)
    .values({
      project_id: projectId,
      booking_request_id: request!.id,
      transaction_amount: amount,
      token,
      email: 'camila.rojas@gmail.com',
      commerce_order: commerceOrder,
    })
    .returning();
  return {
    requestId: request!.id,
    orderId: order!.id,
    paymentId: payment!.id,
    propertyId: home.id,
    token,
    commerceOrder,
    amount,
  } satisfies PendingBooking;
}

/** What the suites check after a confirmation. */
export async function bookingState(db: Db, booking: PendingBooking) {
  const [request] = await db.select().from(bookingRequests).where(eq(bookingRequests.id, booking.requestId)); // prettier-ignore
  const [order] = await db.select().from(bookingOrders).where(eq(bookingOrders.id, booking.orderId)); // prettier-ignore
  const [payment] = await db.select().from(payments).where(eq(payments.id, booking.paymentId));
  const [home] = await db.select().from(properties).where(eq(properties.id, booking.propertyId));
  const auditRows = await db
    .select()
    .from(audits)
    .where(
      sql`(${audits.auditable_type} = 'BookingRequest' and ${audits.auditable_id} = ${String(booking.requestId)})
        or (${audits.auditable_type} = 'BookingOrder' and ${audits.auditable_id} = ${String(booking.orderId)})
        or (${audits.auditable_type} = 'Payment' and ${audits.auditable_id} = ${String(booking.paymentId)})`,
    )
    .orderBy(asc(audits.id));
  const notes = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.url, `/bookings-requests/${booking.requestId}/details`),
        // The public site's insert trigger announces every new request; those are not ours.
        ne(notifications.title, 'Nueva solicitud de reserva'),
      ),
    )
    .orderBy(asc(notifications.id));
  return { request: request!, order: order!, payment: payment!, home: home!, auditRows, notes };
}

/** Flow's confirmation as Flow sends it: form-urlencoded `token`. */
export function confirmation(token: string) {
  return {
    method: 'POST' as const,
    url: '/api/payments/flow/confirmation',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token }).toString(),
  };
}
