import type { StatusTable } from './status-table';

// Booking orders (Pagos de Reservas) and promise orders (Pagos de Promesas) follow the payment:
// staff confirm or reject what the gateway reported; a confirmed payment may later be refunded.
// A rejected order may be sent back to pending when the customer pays again on the same order.

export const ORDER_STATUSES = ['pending', 'approved', 'rejected', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type BookingOrderStatus = OrderStatus;
export type PromiseOrderStatus = OrderStatus;

function orderTable(record: string): StatusTable<OrderStatus> {
  return {
    record,
    initial: 'pending',
    statuses: {
      pending: {
        label: 'Pendiente',
        tone: 'orange',
        hint: 'Falta confirmar el pago con la pasarela.',
        next: ['approved', 'rejected'],
      },
      approved: {
        label: 'Aprobada',
        tone: 'green',
        hint: 'El pago se confirmó.',
        next: ['refunded'],
      },
      rejected: {
        label: 'Rechazada',
        tone: 'red',
        hint: 'La pasarela o el banco rechazó el pago.',
        next: ['pending'],
      },
      refunded: {
        label: 'Reembolsada',
        tone: 'purple',
        hint: 'Se devolvió el dinero al cliente.',
        next: [],
      },
    },
  };
}

export const bookingOrderStatus = orderTable('orden de pago de reserva');
export const promiseOrderStatus = orderTable('orden de pago de promesa');
