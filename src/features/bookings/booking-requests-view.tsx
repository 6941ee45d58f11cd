// /bookings-requests («Solicitud de Reservas») without data fetching.
import { useMemo } from 'react';
import type { ExportJob } from '../../../machines/exports/exports.types';
import { bookingRequestStatus } from '../../shared/sales-status';
import { bookingRequestColumns } from './booking-request-columns';
import type { BookingFilterPatch, BookingFilters } from './booking-filters';
import type { BookingRequestPage, Option } from './bookings.types';
import { BookingsListFrame } from './bookings-list-frame';

export interface BookingListViewProps<P> {
  /** The page shown (the previous one while the next loads); null before the first answer. */
  page: P | null;
  loading: boolean;
  error: string | null;
  onRetry?(): void;
  filters: BookingFilters;
  projects: readonly Option[];
  onFilterChange(patch: BookingFilterPatch): void;
  onPageChange(page: number): void;
  /** Requests the Excel file with the current project and status; no button without it. */
  requestExport?(): Promise<ExportJob>;
}

export function BookingRequestsView(props: BookingListViewProps<BookingRequestPage>) {
  const columns = useMemo(() => bookingRequestColumns(), []);
  return (
    <BookingsListFrame
      title="Solicitud de Reservas"
      description="Las reservas que los clientes pidieron para una unidad, la más reciente primero."
      caption="Solicitudes de reserva"
      emptyText={{
        none: 'Aún no hay solicitudes de reserva.',
        noMatch: 'Ninguna solicitud de reserva coincide con los filtros.',
      }}
      columns={columns}
      page={props.page}
      loading={props.loading}
      error={props.error}
      onRetry={props.onRetry}
      filters={{
        label: 'Filtros de solicitudes de reserva',
        searchLabel: 'Buscar solicitudes de reserva',
        table: bookingRequestStatus,
        value: props.filters,
        projects: props.projects,
        onChange: props.onFilterChange,
        expiringFilter: true,
      }}
      onPageChange={props.onPageChange}
      requestExport={props.requestExport}
      getRowId={(row) => row.id}
    />
  );
}
