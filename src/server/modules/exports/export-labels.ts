// Spanish labels of the status codes stored in the sales tables (statuses.ts keeps the codes).
// A code without a label is written as stored rather than dropped.

const BOOKING_REQUEST: Record<string, string> = {
  pending: 'Pendiente',
  paid: 'Pagada',
  expired: 'Expirada',
  cancelled: 'Cancelada',
  rejected: 'Rechazada',
};
const ORDER: Record<string, string> = {
  pending: 'Pendiente',
  approved: 'Aprobado',
  rejected: 'Rechazado',
  refunded: 'Reembolsado',
};
const PROMISE_REQUEST: Record<string, string> = { ...BOOKING_REQUEST, signed: 'Firmada' };
const PREAPPROVAL: Record<string, string> = {
  pending: 'Pendiente',
  in_review: 'En revisión',
  approved: 'Aprobada',
  rejected: 'Rechazada',
};
const QUOTATION: Record<string, string> = {
  active: 'Vigente',
  expired: 'Expirada',
  booked: 'Reservada',
  promised: 'Prometida',
  cancelled: 'Cancelada',
};
const PROSPECT: Record<string, string> = { open: 'Abierto', won: 'Ganado', lost: 'Perdido' };
const CRITICALITY: Record<string, string> = { low: 'Baja', medium: 'Media', high: 'Alta' };

const labelOf = (labels: Record<string, string>) => (code: string) => labels[code] ?? code;

export const statusLabel = {
  bookingRequest: labelOf(BOOKING_REQUEST),
  order: labelOf(ORDER),
  promiseRequest: labelOf(PROMISE_REQUEST),
  preapproval: labelOf(PREAPPROVAL),
  quotation: labelOf(QUOTATION),
  prospect: labelOf(PROSPECT),
  criticality: labelOf(CRITICALITY),
};
