import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clp, timestamps, ts, ufValue } from './columns';
import { projects } from './projects';
import { bookingRequests, promiseRequests } from './sales';
import type { PaymentStatus } from './statuses';

// One payment attempt through the card/transfer gateway, for a booking request or a promise
// request (exactly one of the two). Amounts are CLP integers; `uf_value` is the UF used to convert
// the UF price. The gateway's own fields are kept as it reports them, named as follows:
//   transfer_date, balance, taxes, fee, currency, amount, conversion_rate, conversion_date,
//   media (payment method), payment_date, payer, commerce_order (our order id sent to it),
//   order_gateway (the gateway's order number).

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    booking_request_id: integer('booking_request_id').references(() => bookingRequests.id, {
      onDelete: 'restrict',
    }),
    promise_request_id: integer('promise_request_id').references(() => promiseRequests.id, {
      onDelete: 'restrict',
    }),
    transaction_amount: clp('transaction_amount').notNull(),
    uf_value: ufValue(),
    /** The gateway's payment token (identifies the attempt when it calls back). */
    token: text('token'),
    email: text('email'),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    transfer_date: ts('transfer_date'),
    balance: clp('balance'),
    taxes: clp('taxes'),
    fee: clp('fee'),
    currency: text('currency').notNull().default('CLP'),
    amount: clp('amount'),
    conversion_rate: numeric('conversion_rate', { precision: 14, scale: 6 }),
    conversion_date: ts('conversion_date'),
    /** Payment method as the gateway names it ('Webpay', 'Servipag', 'Transferencia', ...). */
    media: text('media'),
    payment_date: ts('payment_date'),
    payer: text('payer'),
    commerce_order: text('commerce_order'),
    order_gateway: text('order_gateway'),
    /** Flow's status code as last read (1 pending, 2 paid, 3 rejected, 4 cancelled). */
    gateway_status: smallint('gateway_status'),
    /** Why a gateway answer was held instead of applied ('amount', 'currency', ...); null when none. */
    review_reason: text('review_reason'),
    /** When the gateway's status was last read. */
    checked_at: ts('checked_at'),
    ...timestamps(),
  },
  (t) => [
    index('payments_booking_request_idx').on(t.booking_request_id),
    index('payments_promise_request_idx').on(t.promise_request_id),
    index('payments_project_created_idx').on(t.project_id, t.created_at),
    uniqueIndex('payments_token_uq').on(t.token),
    check(
      'payments_one_parent_ck',
      sql`num_nonnulls(${t.booking_request_id}, ${t.promise_request_id}) = 1`,
    ),
  ],
);
