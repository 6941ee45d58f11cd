import type {
  BookingOrderQuery,
  BookingOrderRowFragment,
  BookingOrdersQuery,
  BookingRequestQuery,
  BookingRequestRowFragment,
  BookingRequestsQuery,
  PaymentFieldsFragment,
} from '../../../graphql/generated/client/graphql';

export type BookingRequestRow = BookingRequestRowFragment;
export type BookingRequestPage = BookingRequestsQuery['bookingrequests'];
export type BookingRequestDetails = BookingRequestQuery['bookingrequests']['data'][number];

export type BookingOrderRow = BookingOrderRowFragment;
export type BookingOrderPage = BookingOrdersQuery['bookingorders'];
export type BookingOrderDetails = BookingOrderQuery['bookingorders']['data'][number];

export type Payment = PaymentFieldsFragment;

export interface Option {
  value: string;
  label: string;
}

/** A paginator page with no rows (for empty states). */
export const EMPTY_PAGE = {
  total: 0,
  per_page: 15,
  current_page: 1,
  from: null,
  to: null,
  last_page: 1,
  has_more_pages: false,
} as const;
