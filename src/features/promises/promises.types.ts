// The shapes the promise pages work with, named after what they are. All come from the operation
// documents (graphql/operations/promises), never written by hand.
import type {
  PaymentFieldsFragment,
  PromiseOrderQuery,
  PromiseOrderRowFragment,
  PromiseOrdersQuery,
  PromiseRequestQuery,
  PromiseRequestRowFragment,
  PromiseRequestsQuery,
} from '../../../graphql/generated/client/graphql';

export type PromiseRequestRow = PromiseRequestRowFragment;
export type PromiseOrderRow = PromiseOrderRowFragment;
export type PromiseRequestsPage = PromiseRequestsQuery['promiserequests'];
export type PromiseOrdersPage = PromiseOrdersQuery['promiseorders'];
export type PromiseRequestDetail = PromiseRequestQuery['promiserequests']['data'][number];
export type PromiseOrderDetail = PromiseOrderQuery['promiseorders']['data'][number];
export type QuotedUnits = NonNullable<PromiseRequestDetail['quotation']>['propertyquotation'];
export type Payment = PaymentFieldsFragment;

export interface Option {
  value: string;
  label: string;
}

/** The page numbers and counts every paged list answers (spec §3). */
export interface ListPage<T> {
  data: T[];
  total: number;
  per_page: number;
  current_page: number;
  from: number | null;
  to: number | null;
  last_page: number;
  has_more_pages: boolean;
}
