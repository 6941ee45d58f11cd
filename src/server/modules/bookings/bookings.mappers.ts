import type {
  BookingOrder,
  BookingRequest,
  Payment,
} from '../../../../graphql/generated/server/resolvers-types';
import type { bookingOrders, bookingRequests, payments } from '../../db/schema';

// Booking requests, orders and payments as the contract's types. Amounts are CLP integers; UF
// values and conversion rates are numeric columns read as text and travel as numbers; gateway
// dates travel as ISO text. Relations come from the field resolvers (per-request loaders).

export type BookingRequestRow = typeof bookingRequests.$inferSelect;
export type BookingOrderRow = typeof bookingOrders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** The parents of the field resolvers (codegen mappers): the contract's fields and their row. */
export type BookingRequestModel = BookingRequest & { row: BookingRequestRow };
export type BookingOrderModel = BookingOrder & { row: BookingOrderRow };

const num = (value: string | null) => (value === null ? null : Number(value));
const iso = (value: Date | null) => (value === null ? null : value.toISOString());

export function toBookingRequest(row: BookingRequestRow): BookingRequestModel {
  return {
    id: String(row.id),
    status: row.status,
    created_at: row.created_at.toISOString(),
    contact: {
      name: row.contact_name,
      rut: row.contact_rut,
      email: row.contact_email,
      phone: row.contact_phone,
    },
    payments: [],
    property: null,
    quotation: null,
    project: null,
    bookingorder: null,
    audits: [],
    row,
  };
}

export function toBookingOrder(row: BookingOrderRow): BookingOrderModel {
  return {
    id: String(row.id),
    status: row.status,
    amount_paid: row.amount_paid,
    uf_value: num(row.uf_value),
    order_number: row.order_number,
    datetime_transaction: iso(row.datetime_transaction),
    gateway_reference: row.gateway_reference,
    signature: row.signature,
    created_at: row.created_at.toISOString(),
    bookingrequest: null,
    audits: [],
    row,
  };
}

/** One payment attempt with every field the gateway reported (spec §3), CLP amounts. */
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
    conversion_rate: num(row.conversion_rate),
    conversion_date: iso(row.conversion_date),
    media: row.media,
    date: iso(row.payment_date),
    payer: row.payer,
    commerce_order: row.commerce_order,
    order: row.order_gateway,
    created_at: row.created_at.toISOString(),
  };
}
