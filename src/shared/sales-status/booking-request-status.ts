import type { StatusTable } from './status-table';

export const BOOKING_REQUEST_STATUSES = [
  'pending',
  'paid',
  'expired',
  'cancelled',
  'rejected',
] as const;
export type BookingRequestStatus = (typeof BOOKING_REQUEST_STATUSES)[number];

/** A unit is booked while one of its booking requests is in one of these statuses. */
export const BOOKING_HOLDS_UNIT: readonly BookingRequestStatus[] = ['paid'];

// A reserva holds a unit once paid. An unpaid one expires after the project's reserve_validity
// days and may be reopened; a paid one can only end by the customer's withdrawal (desistimiento,
// with or without refund), which frees the unit. A rejected request (bad data, unit not for sale)
// is final.
export const bookingRequestStatus: StatusTable<BookingRequestStatus> = {
  record: 'solicitud de reserva',
  initial: 'pending',
  statuses: {
    pending: {
      label: 'Pendiente de pago',
      tone: 'orange',
      hint: 'El cliente aún no paga la reserva.',
      next: ['paid', 'expired', 'cancelled', 'rejected'],
    },
    paid: {
      label: 'Pagada',
      tone: 'green',
      hint: 'La reserva está pagada: la unidad queda reservada para el cliente.',
      next: ['cancelled'],
    },
    expired: {
      label: 'Vencida',
      tone: 'gray',
      hint: 'Pasó el plazo de la reserva sin pago.',
      next: ['pending', 'cancelled'],
    },
    cancelled: {
      label: 'Anulada',
      tone: 'red',
      hint: 'El cliente desistió: la unidad vuelve a estar disponible.',
      next: [],
    },
    rejected: {
      label: 'Rechazada',
      tone: 'red',
      hint: 'La inmobiliaria rechazó la solicitud.',
      next: [],
    },
  },
};
