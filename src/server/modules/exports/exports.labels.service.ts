// Spanish labels of the status codes in the exported sheets: the sales records' come from their
// status tables (src/shared/sales-status), so a sheet says what the lists say. A code without a
// label is written as stored rather than dropped (page-rows.ts). Plain tables, not functions.
import {
  bookingOrderStatus,
  bookingRequestStatus,
  preapprovalStatus,
  promiseRequestStatus,
  quotationStatus,
  type StatusTable,
} from '../../../shared/sales-status';
import { prospectCriticality, prospectStatus } from '../../../shared/business';

const fromTable = <S extends string>(table: StatusTable<S>): Readonly<Record<string, string>> =>
  Object.fromEntries(
    Object.entries<{ label: string }>(table.statuses).map(([code, status]) => [code, status.label]),
  );

export const statusLabels = {
  bookingRequest: fromTable(bookingRequestStatus),
  order: fromTable(bookingOrderStatus),
  promiseRequest: fromTable(promiseRequestStatus),
  preapproval: fromTable(preapprovalStatus),
  quotation: fromTable(quotationStatus),
  prospect: fromTable(prospectStatus),
  criticality: fromTable(prospectCriticality),
};
