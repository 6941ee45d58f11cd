// Status codes stored in the status columns. Columns are plain text so a new status needs no
// migration. The sales records' codes, Spanish labels and allowed transitions are one table per
// record type in src/shared/sales-status (spec §4 did not show them, so they are ours); the
// others are internal states with labels in the features that show them.

export {
  QUOTATION_STATUSES,
  BOOKING_REQUEST_STATUSES,
  PROMISE_REQUEST_STATUSES,
  PREAPPROVAL_STATUSES,
  ORDER_STATUSES as BOOKING_ORDER_STATUSES,
  ORDER_STATUSES as PROMISE_ORDER_STATUSES,
} from '../../../shared/sales-status';
export type {
  QuotationStatus,
  BookingRequestStatus,
  BookingOrderStatus,
  PromiseRequestStatus,
  PromiseOrderStatus,
  PreapprovalStatus,
} from '../../../shared/sales-status';

/** Gateway-side state of one payment attempt. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'rejected', 'cancelled'] as const;
export const PROSPECT_STATUSES = ['open', 'won', 'lost'] as const;
export const PROSPECT_CRITICALITIES = ['low', 'medium', 'high'] as const;
export const EXPORT_JOB_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;
export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type ProspectStatus = (typeof PROSPECT_STATUSES)[number];
export type ProspectCriticality = (typeof PROSPECT_CRITICALITIES)[number];
export type ExportJobStatus = (typeof EXPORT_JOB_STATUSES)[number];
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];
