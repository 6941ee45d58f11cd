import type { StatusTable } from './status-table';

export const QUOTATION_STATUSES = ['active', 'expired', 'booked', 'promised', 'cancelled'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];

// A quotation is valid for the project's quotation_validity days. It may be renewed once expired
// (the customer comes back), it follows its unit into a booking and then a promise, and it can be
// voided at any point before the promise is signed, after which only a cancelled promise frees it.
export const quotationStatus: StatusTable<QuotationStatus> = {
  record: 'cotización',
  initial: 'active',
  statuses: {
    active: {
      label: 'Vigente',
      tone: 'blue',
      hint: 'El cliente puede reservar con los precios cotizados.',
      next: ['booked', 'expired', 'cancelled'],
    },
    expired: {
      label: 'Vencida',
      tone: 'gray',
      hint: 'Pasó el plazo de vigencia del proyecto sin reserva.',
      next: ['active', 'cancelled'],
    },
    booked: {
      label: 'Reservada',
      tone: 'teal',
      hint: 'El cliente pagó la reserva de la unidad cotizada.',
      next: ['promised', 'cancelled'],
    },
    promised: {
      label: 'Promesada',
      tone: 'green',
      hint: 'Se firmó la promesa de compraventa.',
      next: ['cancelled'],
    },
    cancelled: {
      label: 'Anulada',
      tone: 'red',
      hint: 'El cliente desistió o la cotización se anuló.',
      next: [],
    },
  },
};
