// /bookings-orders («Pagos de Reservas») without data fetching.
import { useMemo } from 'react';
import { bookingOrderStatus } from '../../shared/sales-status';
import { bookingOrderColumns } from './booking-order-columns';
import type { BookingListViewProps } from './booking-requests-view';
import type { BookingOrderPage } from './bookings.types';
import { BookingsListFrame } from './bookings-list-frame';

export function BookingOrdersView(props: BookingListViewProps<BookingOrderPage>) {
  const columns = useMemo(() => bookingOrderColumns(), []);
  return (
    <BookingsListFrame
      title="Pagos de Reservas"
      description="Las órdenes de pago de reservas que informó la pasarela, la más reciente primero."
      caption="Pagos de reservas"
      emptyText={{
        none: 'Aún no hay pagos de reservas.',
        noMatch: 'Ningún pago de reserva coincide con los filtros.',
      }}
      columns={columns}
      page={props.page}
      loading={props.loading}
      error={props.error}
      onRetry={props.onRetry}
      filters={{
        label: 'Filtros de pagos de reservas',
        searchLabel: 'Buscar pagos de reservas',
        table: bookingOrderStatus,
        value: props.filters,
        projects: props.projects,
        onChange: props.onFilterChange,
      }}
      onPageChange={props.onPageChange}
      requestExport={props.requestExport}
      getRowId={(row) => row.id}
    />
  );
}
