import type { StatusTable } from './status-table';

export const PROMISE_REQUEST_STATUSES = [
  'pending',
  'paid',
  'signed',
  'cancelled',
  'rejected',
] as const;
export type PromiseRequestStatus = (typeof PROMISE_REQUEST_STATUSES)[number];

/** A unit is promised while one of its promise requests is in one of these statuses. */
export const PROMISE_HOLDS_UNIT: readonly PromiseRequestStatus[] = ['paid', 'signed'];
/** Moving a promise here needs the unit's booking paid first (the server checks it). */
export const PROMISE_NEEDS_PAID_BOOKING: readonly PromiseRequestStatus[] = ['paid', 'signed'];

// A promesa follows a paid reserva: the customer pays the promise (pie) and then signs the
// promesa de compraventa before a notary. Before signing it may be voided; once signed only a
// resciliación (both parties undo it) ends it, recorded as cancelled.
export const promiseRequestStatus: StatusTable<PromiseRequestStatus> = {
  record: 'solicitud de promesa',
  initial: 'pending',
  statuses: {
    pending: {
      label: 'Pendiente de pago',
      tone: 'orange',
      hint: 'El cliente aún no paga la promesa.',
      next: ['paid', 'cancelled', 'rejected'],
    },
    paid: {
      label: 'Pagada',
      tone: 'teal',
      hint: 'La promesa está pagada y falta firmarla.',
      next: ['signed', 'cancelled'],
    },
    signed: {
      label: 'Firmada',
      tone: 'green',
      hint: 'Se firmó la promesa de compraventa ante notario.',
      next: ['cancelled'],
    },
    cancelled: {
      label: 'Anulada',
      tone: 'red',
      hint: 'El cliente desistió o se rescilió la promesa: la unidad vuelve a estar disponible.',
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
