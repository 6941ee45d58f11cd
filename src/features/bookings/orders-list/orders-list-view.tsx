// /bookings-orders («Pagos de Reservas») without data fetching: the sales-record list with the
// orders' columns and words.
import { useMemo } from 'react';
import {
  SalesRecordListFrame,
  type SalesRecordListProps,
  type SalesRecordListText,
} from '../../../components/sales-record/sales-record-list-frame';
import { bookingOrderStatus } from '../../../shared/sales-status';
import type { BookingOrderPage } from '../bookings.types';
import { bookingOrderColumns } from './order-columns';

export const BOOKING_ORDERS_TEXT: SalesRecordListText = {
  title: 'Pagos de Reservas',
  description: 'Las órdenes de pago de reservas que informó la pasarela, la más reciente primero.',
  caption: 'Pagos de reservas',
  exportLabel: 'Exportar a Excel',
  filtersLabel: 'Filtros de pagos de reservas',
  searchLabel: 'Buscar pagos de reservas',
  searchPlaceholder: 'Nombre, correo, teléfono o RUT del cliente',
  empty: 'Aún no hay pagos de reservas.',
  noMatch: 'Ningún pago de reserva coincide con los filtros.',
};

export function BookingOrdersView(props: SalesRecordListProps<BookingOrderPage>) {
  const columns = useMemo(() => bookingOrderColumns(), []);
  return (
    <SalesRecordListFrame
      {...props}
      text={BOOKING_ORDERS_TEXT}
      table={bookingOrderStatus}
      columns={columns}
    />
  );
}
