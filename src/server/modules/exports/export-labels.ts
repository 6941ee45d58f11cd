// Spanish labels of the status codes in the exported sheets: the sales records' come from their
// status tables (src/shared/sales-status), so a sheet says what the lists say. A code without a
// label is written as stored rather than dropped.
import {
  bookingOrderStatus,
  bookingRequestStatus,
  preapprovalStatus,
  promiseRequestStatus,
  quotationStatus,
  statusLabel as tableLabel,
  type StatusTable,
} from '../../../shared/sales-status';

const PROSPECT: Record<string, string> = { open: 'Abierto', won: 'Ganado', lost: 'Perdido' };
const CRITICALITY: Record<string, string> = { low: 'Baja', medium: 'Media', high: 'Alta' };

const labelOf = (labels: Record<string, string>) => (code: string) => labels[code] ?? code;
const fromTable =
  <S extends string>(table: StatusTable<S>) =>
  (code: string) =>
    tableLabel(table, code);

export const statusLabel = {
  bookingRequest: fromTable(bookingRequestStatus),
  order: fromTable(bookingOrderStatus),
  promiseRequest: fromTable(promiseRequestStatus),
  preapproval: fromTable(preapprovalStatus),
  quotation: fromTable(quotationStatus),
  prospect: labelOf(PROSPECT),
  criticality: labelOf(CRITICALITY),
};
