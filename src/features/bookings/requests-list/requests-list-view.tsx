// /bookings-requests («Solicitud de Reservas») without data fetching: the sales-record list with
// the requests' columns and words, and «Por vencer».
import { useMemo } from 'react';
import {
  SalesRecordListFrame,
  type SalesRecordListProps,
  type SalesRecordListText,
} from '../../../components/sales-record/sales-record-list-frame';
import { bookingRequestStatus } from '../../../shared/sales-status';
import type { BookingRequestPage } from '../bookings.types';
import { bookingRequestColumns } from './request-columns';

export const BOOKING_REQUESTS_TEXT: SalesRecordListText = {
  title: 'Solicitud de Reservas',
  description: 'Las reservas que los clientes pidieron para una unidad, la más reciente primero.',
  caption: 'Solicitudes de reserva',
  exportLabel: 'Exportar a Excel',
  filtersLabel: 'Filtros de solicitudes de reserva',
  searchLabel: 'Buscar solicitudes de reserva',
  searchPlaceholder: 'Nombre, correo, teléfono o RUT del cliente',
  expiringLabel: 'Por vencer (próximas 48 horas)',
  empty: 'Aún no hay solicitudes de reserva.',
  noMatch: 'Ninguna solicitud de reserva coincide con los filtros.',
};

export function BookingRequestsView(props: SalesRecordListProps<BookingRequestPage>) {
  const columns = useMemo(() => bookingRequestColumns(), []);
  return (
    <SalesRecordListFrame
      {...props}
      text={BOOKING_REQUESTS_TEXT}
      table={bookingRequestStatus}
      columns={columns}
    />
  );
}
