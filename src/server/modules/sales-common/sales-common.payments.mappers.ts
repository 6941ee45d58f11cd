import type { Payment } from '../../../../graphql/generated/server/resolvers-types';
import type { payments } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/**
 * A payment attempt as the contract's Payment: amounts in CLP as stored, the gateway's columns
 * under the spec's names (payment_date → date, order_gateway → order), dates as ISO text.
 */
export function toPayment(row: PaymentRow): Payment {
  return {
    id: String(row.id),
    transaction_amount: row.transaction_amount,
    token: row.token,
    email: row.email,
    status: row.status,
    promise_request_id: row.promise_request_id === null ? null : String(row.promise_request_id),
    booking_request_id: row.booking_request_id === null ? null : String(row.booking_request_id),
    transfer_date: iso(row.transfer_date),
    balance: row.balance,
    taxes: row.taxes,
    fee: row.fee,
    currency: row.currency,
    amount: row.amount,
    conversion_rate: row.conversion_rate === null ? null : Number(row.conversion_rate),
    conversion_date: iso(row.conversion_date),
    media: row.media,
    date: iso(row.payment_date),
    payer: row.payer,
    commerce_order: row.commerce_order,
    order: row.order_gateway,
    gateway_status: row.gateway_status,
    review_reason: row.review_reason,
    created_at: row.created_at.toISOString(),
  };
}
