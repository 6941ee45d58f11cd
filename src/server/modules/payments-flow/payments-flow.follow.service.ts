import { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../../context';
import type { Tx } from '../../db/client';
import { moveStatus, type SalesChange } from '../../kernel';
import { bookingOrderStatus, promiseOrderStatus } from '../../../shared/sales-status';
import { moveBookingRequest } from '../bookings';
import { movePromiseRequest, type preparePromiseMove } from '../promises';
import {
  lockPendingOrders,
  requestStatusOf,
  setOrderStatus,
  type GatewayFields,
  type OrderSettlement,
  type PaymentRow,
} from './payments-flow.repository';

// What a settled payment moves besides itself, inside its transaction: its request to paid by
// the request's own rules (hold of the home, the quotation's follow), and its pending orders to
// approved (with what the gateway settled) or rejected. Each move writes its own audit row.

const isRefusal = (error: unknown) =>
  error instanceof GraphQLError &&
  (error.extensions.code === 'CONFLICT' || error.extensions.code === 'BAD_USER_INPUT');

export function settlementOf(fields: GatewayFields): OrderSettlement {
  return {
    amount_paid: fields.amount,
    gateway_reference: fields.order_gateway,
    datetime_transaction: fields.payment_date,
  };
}

/** Why a paid payment cannot move its request, held for review instead. */
export type HeldReason = 'unit_held' | 'request_closed';

/**
 * The request of a paid payment moves to paid by its status table. Held for review when it may
 * not: its home is taken by another request, or the request was closed meanwhile (expired past
 * its term, cancelled, rejected) — money arrived for a reservation staff must now decide on.
 */
export async function payRequest(
  ctx: GraphQLContext,
  tx: Tx,
  payment: PaymentRow,
  promise: Awaited<ReturnType<typeof preparePromiseMove>> | null,
  changes: SalesChange[],
): Promise<string | { held: HeldReason } | null> {
  const options = { reason: 'payment_confirmed', onlyFrom: 'pending' };
  try {
    if (payment.booking_request_id !== null) {
      const row = await moveBookingRequest(ctx, tx, payment.booking_request_id, 'paid', changes, options); // prettier-ignore
      if (row) return `Solicitud de reserva N° ${row.id}: Pagada.`;
    } else if (promise) {
      const row = await movePromiseRequest(ctx, tx, promise, 'paid', changes, options);
      if (row) return `Solicitud de promesa N° ${row.id}: Pagada.`;
    }
  } catch (error) {
    // The request's own rules refused (its home is held by someone else): nothing was written.
    if (isRefusal(error)) return { held: 'unit_held' };
    throw error;
  }
  // Not pending any more: already paid (or signed) by staff is fine; closed is not.
  const status = await requestStatusOf(tx, payment);
  return status === null || status === 'paid' || status === 'signed'
    ? null
    : { held: 'request_closed' };
}

/** The request's pending orders follow the payment: approved when paid, else rejected. */
export async function followOrders(
  ctx: GraphQLContext,
  tx: Tx,
  payment: PaymentRow,
  settled: OrderSettlement | null,
  salesChanges: SalesChange[],
  agency: { project_id: number; agency_id: number },
): Promise<string[]> {
  const kind = payment.booking_request_id !== null ? 'booking' : 'promise';
  const request = { id: payment.booking_request_id ?? payment.promise_request_id ?? 0 };
  const orders = await lockPendingOrders(
    tx,
    kind === 'booking' ? { booking_request_id: request.id } : { promise_request_id: request.id },
  );
  const paid = settled !== null;
  const to = paid ? 'approved' : 'rejected';
  const changes: string[] = [];
  for (const order of orders) {
    await moveStatus(ctx, tx, {
      table: kind === 'booking' ? bookingOrderStatus : promiseOrderStatus,
      auditableType: kind === 'booking' ? 'BookingOrder' : 'PromiseOrder',
      from: order.status,
      to,
      reason: 'payment_confirmed',
      apply: async (next) => ({
        row: await setOrderStatus(tx, kind, order.id, next === 'approved' ? 'approved' : 'rejected', settled), // prettier-ignore
        new: settled && kind === 'booking' ? { amount_paid: settled.amount_paid, gateway_reference: settled.gateway_reference } : undefined, // prettier-ignore
      }),
    });
    salesChanges.push({ type: kind === 'booking' ? 'booking_order' : 'promise_order', id: order.id, ...agency }); // prettier-ignore
    const what = kind === 'booking' ? 'Orden de pago de reserva' : 'Orden de pago de promesa';
    changes.push(`${what} N° ${order.id}: ${paid ? 'Aprobada' : 'Rechazada'}.`);
  }
  return changes;
}
