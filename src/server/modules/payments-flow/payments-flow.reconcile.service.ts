import { writeAudit } from '../../audit/audit';
import type { GraphQLContext } from '../../context';
import type { Tx } from '../../db/client';
import { announceSalesChanges, requireViewer, type SalesChange } from '../../kernel';
import type { FlowStatus } from '../../payments/flow-client';
import { paymentReviewReason } from '../../../shared/sales-status';
import { preparePromiseMove } from '../promises';
import { followOrders, payRequest, settlementOf } from './payments-flow.follow.service';
import {
  lockPayment,
  notifyStaff,
  storeGatewayAnswer,
  type GatewayFields,
  type PaymentRow,
  type PaymentStatusCode,
} from './payments-flow.repository';

// Applies one answer of Flow's payment/getStatus to our payment. The payment's row is locked
// first and the move happens only from 'pending', so of any number of confirmations and staff
// verifications of one payment at once exactly one makes the transition (one audit row per
// record it moves, one notification); the others find it settled and change nothing. An answer
// that disagrees with our own order (amount, currency, commerce order) is held for review and
// never paid. Flow's codes: 1 pending, 2 paid, 3 rejected, 4 cancelled.

const FLOW_STATUS: Record<number, PaymentStatusCode> = {
  1: 'pending',
  2: 'paid',
  3: 'rejected',
  4: 'cancelled',
};

export interface Reconciled {
  payment: PaymentRow;
  /** What changed in the back office, in Spanish, in the order it happened. */
  changes: string[];
}

const num = (value: number | string | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};
const int = (value: number | string | null | undefined) => {
  const n = num(value);
  return n === null ? null : Math.round(n);
};
const text = (value: string | null | undefined) => (value ? String(value) : null);

function gatewayFields(answer: FlowStatus): GatewayFields {
  const data = answer.paymentData ?? {};
  const rate = num(data.conversionRate);
  return {
    gateway_status: answer.status,
    order_gateway: String(answer.flowOrder),
    amount: int(answer.amount),
    payer: text(answer.payer),
    media: text(data.media),
    payment_date: text(data.date),
    conversion_date: text(data.conversionDate),
    conversion_rate: rate === null ? null : String(rate),
    fee: int(data.fee),
    balance: int(data.balance),
    taxes: int(data.taxes),
    transfer_date: text(data.transferDate),
  };
}

/** Why the answer cannot be applied to our order, or null when it agrees. */
export function mismatchOf(payment: PaymentRow, answer: FlowStatus): string | null {
  if (!(answer.status in FLOW_STATUS)) return 'status';
  if (payment.commerce_order !== null && String(answer.commerceOrder) !== payment.commerce_order) {
    return 'commerce_order';
  }
  if (String(answer.currency).toUpperCase() !== payment.currency.toUpperCase()) return 'currency';
  if (num(answer.amount) !== payment.transaction_amount) return 'amount';
  return null;
}

/** Reconciles payment `paymentId` with `answer`, as `ctx.viewer` (a person or the system). */
export async function reconcilePayment(
  ctx: GraphQLContext,
  paymentId: number,
  answer: FlowStatus,
  where: { project_id: number; agency_id: number; promise_request_id: number | null },
): Promise<Reconciled> {
  const salesChanges: SalesChange[] = [];
  // A promise's move reads its homes and buyer before the transaction (PGlite runs one at a time).
  const promise =
    where.promise_request_id === null
      ? null
      : await preparePromiseMove(ctx, where.promise_request_id);
  const result = await ctx.db.transaction(async (tx) => {
    const before = await lockPayment(tx, paymentId);
    if (!before) throw new Error('the reconciled payment vanished');
    const fields = gatewayFields(answer);
    // Settled already (by an earlier confirmation, a verification or staff): nothing moves.
    if (before.status !== 'pending') return { payment: before, changes: [] };
    const mismatch = mismatchOf(before, answer);
    if (mismatch) return hold(ctx, tx, before, fields, mismatch);
    const target = FLOW_STATUS[answer.status] ?? 'pending';
    if (target === 'pending') {
      const payment = await storeGatewayAnswer(tx, before.id, fields, { review_reason: null });
      return { payment, changes: [] };
    }
    const payment = await storeGatewayAnswer(tx, before.id, fields, {
      status: target,
      review_reason: null,
    });
    await writeAudit(tx, {
      userId: actorOf(ctx),
      event: 'updated',
      auditableType: 'Payment',
      auditableId: before.id,
      oldValues: { status: before.status },
      newValues: { status: target, gateway_status: answer.status, order: fields.order_gateway },
      ip: ctx.ip,
    });
    const changes = [`Pago N° ${before.id}: ${label(target)}.`];
    const request = requestOf(before);
    if (target === 'paid') {
      const moved = await payRequest(ctx, tx, before, promise, salesChanges);
      if (moved !== null && typeof moved === 'object') {
        const held = await storeGatewayAnswer(tx, before.id, fields, {
          review_reason: moved.held,
        });
        await notifyReview(tx, held, moved.held);
        return { payment: held, changes: [...changes, paymentReviewReason(moved.held)] };
      }
      if (moved) changes.push(moved);
    }
    const agency = { project_id: where.project_id, agency_id: where.agency_id };
    const settled = target === 'paid' ? settlementOf(fields) : null;
    changes.push(...(await followOrders(ctx, tx, before, settled, salesChanges, agency)));
    if (target === 'paid') {
      await notifyStaff(
        tx,
        {
          title: request.kind === 'booking' ? 'Reserva pagada' : 'Promesa pagada',
          message: `Flow confirmó el pago de la solicitud N° ${request.id}.`,
          url: `/${request.kind === 'booking' ? 'bookings' : 'promises'}-requests/${request.id}/details`,
        },
        {
          route: request.kind === 'booking' ? '/bookings-requests' : '/promises-requests',
          projectId: before.project_id,
        },
      );
    }
    return { payment, changes };
  });
  const request = requestOf(result.payment);
  const touched: SalesChange = {
    type: request.kind === 'booking' ? 'booking_request' : 'promise_request',
    id: request.id,
    project_id: where.project_id,
    agency_id: where.agency_id,
  };
  // The details page lists the payments: it refreshes even when only the gateway's fields changed.
  const seen = salesChanges.some((c) => c.type === touched.type && c.id === touched.id);
  await announceSalesChanges(ctx, seen ? salesChanges : [touched, ...salesChanges]);
  return result;
}

export const actorOf = (ctx: GraphQLContext) => {
  const viewer = requireViewer(ctx);
  return viewer.system ? null : viewer.id;
};

const label = (status: PaymentStatusCode) =>
  ({ pending: 'pendiente', paid: 'pagado', rejected: 'rechazado', cancelled: 'anulado' })[status];

export function requestOf(payment: PaymentRow): { kind: 'booking' | 'promise'; id: number } {
  return payment.booking_request_id !== null
    ? { kind: 'booking', id: payment.booking_request_id }
    : { kind: 'promise', id: payment.promise_request_id ?? 0 };
}

async function hold(
  ctx: GraphQLContext,
  tx: Tx,
  before: PaymentRow,
  fields: GatewayFields,
  reason: string,
): Promise<Reconciled> {
  const payment = await storeGatewayAnswer(tx, before.id, fields, { review_reason: reason });
  // Held once: a repeated confirmation of the same disagreement writes no second audit row.
  if (before.review_reason === reason) return { payment, changes: [] };
  await writeAudit(tx, {
    userId: actorOf(ctx),
    event: 'held_for_review',
    auditableType: 'Payment',
    auditableId: before.id,
    oldValues: { review_reason: before.review_reason },
    newValues: {
      review_reason: reason,
      gateway_status: fields.gateway_status,
      amount: fields.amount,
    },
    ip: ctx.ip,
  });
  await notifyReview(tx, payment, reason);
  return { payment, changes: [paymentReviewReason(reason)] };
}

function notifyReview(tx: Tx, payment: PaymentRow, reason: string) {
  const request = requestOf(payment);
  return notifyStaff(
    tx,
    {
      title: 'Pago retenido para revisión',
      message: `Pago N° ${payment.id} de la solicitud N° ${request.id}: ${paymentReviewReason(reason)}`,
      url: `/${request.kind === 'booking' ? 'bookings' : 'promises'}-requests/${request.id}/details`,
    },
    'admins',
  );
}
