import type {
  QuotationQuery,
  QuotationRowFragment,
  QuotationsQuery,
} from '../../../graphql/generated/client/graphql';

export type QuotationRow = QuotationRowFragment;
export type QuotationPage = QuotationsQuery['quotations'];
export type QuotationDetails = QuotationQuery['quotations']['data'][number];
export type QuotedUnit = QuotationDetails['propertyquotation'][number];

export interface Option {
  value: string;
  label: string;
}
