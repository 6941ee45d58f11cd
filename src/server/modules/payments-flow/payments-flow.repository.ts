import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  bookingOrders,
  bookingRequests,
  payments,
  projectPaymentKeys,
  projects,
  promiseOrders,
  promiseRequests,
} from '../../db/schema';

// The SQL of the Flow reconciliation: payments by token and under lock, the gateway's answer
// stored as Flow reports it, the orders that follow a payment, the project's keys (ciphertext;
// src/server/payments decrypts them) and the notices. The queue of checks is in
// payments-flow.checks.repository.ts.

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentStatusCode = PaymentRow['status'];

/** A payment with its project's agency, or null. */
export async function findPayment(db: DbOrTx, where: { id: number } | { token: string }) {
  const [row] = await db
    .select({
      id: payments.id,
      project_id: payments.project_id,
      booking_request_id: payments.booking_request_id,
      promise_request_id: payments.promise_request_id,
      token: payments.token,
      agency_id: projects.real_state_agency_id,
    })
    .from(payments)
    .innerJoin(projects, eq(projects.id, payments.project_id))
    .where('id' in where ? eq(payments.id, where.id) : eq(payments.token, where.token))
    .limit(1);
  return row ?? null;
}

/** The latest payment with a token of a booking or promise request. */
export async function latestPaymentOf(
  db: DbOrTx,
  request: { booking_request_id: number } | { promise_request_id: number },
) {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        'booking_request_id' in request
          ? eq(payments.booking_request_id, request.booking_request_id)
          : eq(payments.promise_request_id, request.promise_request_id),
        sql`${payments.token} is not null`,
      ),
    )
    .orderBy(sql`${payments.created_at} desc, ${payments.id} desc`)
    .limit(1);
  return row ?? null;
}

/** The payment's row, locked until the transaction ends: the one gate of every transition. */
export async function lockPayment(tx: DbOrTx, id: number): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row ?? null;
}

/** Flow writes its dates as `yyyy-mm-dd[ hh:mm:ss]` in Chile's time. */
const chileTime = (value: string | null) =>
  value ? sql`(${value}::timestamp at time zone 'America/Santiago')` : null;

export interface GatewayFields {
  gateway_status: number;
  order_gateway: string;
  amount: number | null;
  payer: string | null;
  media: string | null;
  payment_date: string | null;
  conversion_date: string | null;
  conversion_rate: string | null;
  fee: number | null;
  balance: number | null;
  taxes: number | null;
  transfer_date: string | null;
}

/** Stores what Flow reported; `status` and `review_reason` when the answer moves the payment. */
export async function storeGatewayAnswer(
  tx: DbOrTx,
  id: number,
  fields: GatewayFields,
  change: { status?: PaymentStatusCode; review_reason?: string | null },
): Promise<PaymentRow> {
  const [row] = await tx
    .update(payments)
    .set({
      ...fields,
      payment_date: chileTime(fields.payment_date),
      conversion_date: chileTime(fields.conversion_date),
      transfer_date: chileTime(fields.transfer_date),
      ...change,
      checked_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where(eq(payments.id, id))
    .returning();
  if (!row) throw new Error('the reconciled payment vanished');
  return row;
}

/** The pending orders of a booking or promise request, locked, oldest first. */
export function lockPendingOrders(
  tx: DbOrTx,
  request: { booking_request_id: number } | { promise_request_id: number },
) {
  if ('booking_request_id' in request) {
    return tx
      .select({ id: bookingOrders.id, status: bookingOrders.status })
      .from(bookingOrders)
      .where(
        and(
          eq(bookingOrders.booking_request_id, request.booking_request_id),
          eq(bookingOrders.status, 'pending'),
        ),
      )
      .orderBy(bookingOrders.id)
      .for('update');
  }
  return tx
    .select({ id: promiseOrders.id, status: promiseOrders.status })
    .from(promiseOrders)
    .where(
      and(
        eq(promiseOrders.promise_request_id, request.promise_request_id),
        eq(promiseOrders.status, 'pending'),
      ),
    )
    .orderBy(promiseOrders.id)
    .for('update');
}

/** What the gateway settled, copied onto an approved booking order (where still empty). */
export interface OrderSettlement {
  amount_paid: number | null;
  gateway_reference: string;
  datetime_transaction: string | null;
}

export async function setOrderStatus(
  tx: DbOrTx,
  kind: 'booking' | 'promise',
  id: number,
  status: 'approved' | 'rejected',
  settled: OrderSettlement | null = null,
): Promise<{ id: number }> {
  if (kind === 'booking') {
    const [row] = await tx
      .update(bookingOrders)
      .set({
        status,
        updated_at: sql`now()`,
        ...(settled
          ? {
              amount_paid: sql`coalesce(${bookingOrders.amount_paid}, ${settled.amount_paid})`,
              gateway_reference: sql`coalesce(${bookingOrders.gateway_reference}, ${settled.gateway_reference})`,
              datetime_transaction: sql`coalesce(${bookingOrders.datetime_transaction}, ${chileTime(settled.datetime_transaction)})`,
            }
          : {}),
      })
      .where(eq(bookingOrders.id, id))
      .returning({ id: bookingOrders.id });
    if (!row) throw new Error('the followed order vanished');
    return row;
  }
  const [row] = await tx
    .update(promiseOrders)
    .set({ status, updated_at: sql`now()` })
    .where(eq(promiseOrders.id, id))
    .returning({ id: promiseOrders.id });
  if (!row) throw new Error('the followed order vanished');
  return row;
}

/** The project's gateway keys as stored (encrypted), or null when it has none. */
export async function findProjectKeys(db: DbOrTx, projectId: number) {
  const [row] = await db
    .select({
      api: projectPaymentKeys.api_key_encrypted,
      secret: projectPaymentKeys.secret_key_encrypted,
    })
    .from(projectPaymentKeys)
    .where(eq(projectPaymentKeys.project_id, projectId));
  return row ?? null;
}

/** A project (live or not) with its agency, or null. */
export async function findProjectAgency(db: DbOrTx, projectId: number) {
  const [row] = await db
    .select({ id: projects.id, real_state_agency_id: projects.real_state_agency_id })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row ?? null;
}

/**
 * Tells people through the notification function of migration 0010 (which also announces it):
 * the platform's Admins, and with `route` also the staff who may open that list for the project.
 */
export async function notifyStaff(
  tx: DbOrTx,
  notice: { title: string; message: string; url: string },
  audience: { route: string; projectId: number } | 'admins',
): Promise<void> {
  const recipients =
    audience === 'admins'
      ? sql`array(select u.id from users u
          where u.status and (select r.name from user_roles ur join roles r on r.id = ur.role_id
                              where ur.user_id = u.id order by ur.position, ur.role_id limit 1)
                             = 'Admin'
          order by u.id)::integer[]`
      : sql`array(select user_id from notification_recipients(${audience.route},
          ${audience.projectId}::integer))::integer[]`;
  await tx.execute(
    sql`select notification_deliver(${notice.title}, ${notice.message}, ${notice.url}, ${recipients})`,
  );
}

/** A booking or promise order with its request, or null. */
export async function findOrder(db: DbOrTx, kind: 'booking' | 'promise', id: number) {
  if (kind === 'booking') {
    const [row] = await db
      .select({
        project_id: bookingOrders.project_id,
        request_id: bookingOrders.booking_request_id,
      }) // prettier-ignore
      .from(bookingOrders)
      .where(eq(bookingOrders.id, id));
    return row ?? null;
  }
  const [row] = await db
    .select({ project_id: promiseOrders.project_id, request_id: promiseOrders.promise_request_id })
    .from(promiseOrders)
    .where(eq(promiseOrders.id, id));
  return row ?? null;
}

export async function findPaymentRow(db: DbOrTx, id: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row ?? null;
}

/** The status of the request a payment is for (read inside the caller's transaction). */
export async function requestStatusOf(db: DbOrTx, payment: PaymentRow): Promise<string | null> {
  const [row] =
    payment.booking_request_id !== null
      ? await db
          .select({ status: bookingRequests.status })
          .from(bookingRequests)
          .where(eq(bookingRequests.id, payment.booking_request_id))
      : await db
          .select({ status: promiseRequests.status })
          .from(promiseRequests)
          .where(eq(promiseRequests.id, payment.promise_request_id ?? 0));
  return row?.status ?? null;
}
