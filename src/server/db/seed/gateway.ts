import type { InferInsertModel } from 'drizzle-orm';
import type { payments } from '../schema';
import type { PaymentStatus } from '../schema/statuses';
import type { Rng } from './random';
import type { Timeline } from './timeline';

// What the payment gateway reports for a payment attempt: commission (~2.95 % + IVA on it),
// settlement two business days later, method, payer and the gateway's own order number.

type PaymentRow = InferInsertModel<typeof payments>;

export function hex(rng: Rng, length: number): string {
  let out = '';
  while (out.length < length) out += rng.int(0, 15).toString(16);
  return out;
}

export interface PaymentAttempt {
  projectId: number;
  parent: { booking_request_id: number } | { promise_request_id: number };
  amount: number;
  email: string;
  status: PaymentStatus;
  at: Date;
  commerceOrder: string;
}

export function paymentRow(rng: Rng, timeline: Timeline, p: PaymentAttempt): PaymentRow {
  const paid = p.status === 'paid';
  const fee = Math.round(p.amount * 0.0295);
  const taxes = Math.round(fee * 0.19);
  const ufValue = timeline.ufValue(p.at);
  return {
    project_id: p.projectId,
    ...p.parent,
    transaction_amount: p.amount,
    uf_value: ufValue.toFixed(2),
    token: hex(rng, 40),
    email: p.email,
    status: p.status,
    transfer_date: paid ? timeline.after(p.at, rng, 3) : null,
    balance: paid ? p.amount - fee - taxes : null,
    taxes: paid ? taxes : null,
    fee: paid ? fee : null,
    currency: 'CLP',
    amount: p.amount,
    conversion_rate: '1.000000',
    conversion_date: p.at,
    media: rng.weighted([
      ['webpay', 70],
      ['transferencia', 15],
      ['servipag', 10],
      ['multicaja', 5],
    ] as const),
    payment_date: paid ? p.at : null,
    payer: p.email,
    commerce_order: p.commerceOrder,
    order_gateway: String(rng.int(10_000_000, 99_999_999)),
    created_at: p.at,
    updated_at: p.at,
  };
}

/** Transaction fields of a paid booking or promise (the spec's order fields). */
export function transactionFields(
  rng: Rng,
  timeline: Timeline,
  amount: number,
  at: Date,
  orderNumber: string,
) {
  return {
    amount_paid: amount,
    uf_value: timeline.ufValue(at).toFixed(2),
    order_number: orderNumber,
    datetime_transaction: at,
    gateway_reference: String(rng.int(10_000_000, 99_999_999)),
    signature: hex(rng, 64),
  };
}
