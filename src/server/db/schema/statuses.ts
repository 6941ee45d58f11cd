// Status codes stored in the status columns (spec §4: "a status string changed by staff"; the
// allowed values were not shown, so these are ours). Codes are stable lowercase English; Spanish
// labels belong to src/shared. Columns are plain text so a new status needs no migration.

export const QUOTATION_STATUSES = ['active', 'expired', 'booked', 'promised', 'cancelled'] as const;
export const BOOKING_REQUEST_STATUSES = [
  'pending',
  'paid',
  'expired',
  'cancelled',
  'rejected',
] as const;
export const BOOKING_ORDER_STATUSES = ['pending', 'approved', 'rejected', 'refunded'] as const;
export const PROMISE_REQUEST_STATUSES = [
  'pending',
  'paid',
  'signed',
  'cancelled',
  'rejected',
] as const;
export const PROMISE_ORDER_STATUSES = ['pending', 'approved', 'rejected', 'refunded'] as const;
/** Gateway-side state of one payment attempt. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'rejected', 'cancelled'] as const;
export const PREAPPROVAL_STATUSES = ['pending', 'in_review', 'approved', 'rejected'] as const;
export const PROSPECT_STATUSES = ['open', 'won', 'lost'] as const;
export const PROSPECT_CRITICALITIES = ['low', 'medium', 'high'] as const;
export const EXPORT_JOB_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;
export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;

export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];
export type BookingRequestStatus = (typeof BOOKING_REQUEST_STATUSES)[number];
export type BookingOrderStatus = (typeof BOOKING_ORDER_STATUSES)[number];
export type PromiseRequestStatus = (typeof PROMISE_REQUEST_STATUSES)[number];
export type PromiseOrderStatus = (typeof PROMISE_ORDER_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type PreapprovalStatus = (typeof PREAPPROVAL_STATUSES)[number];
export type ProspectStatus = (typeof PROSPECT_STATUSES)[number];
export type ProspectCriticality = (typeof PROSPECT_CRITICALITIES)[number];
export type ExportJobStatus = (typeof EXPORT_JOB_STATUSES)[number];
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];
