// /bookings-orders/{id}/details without data fetching: what the gateway settled (CLP paid, the UF
// value used, its reference), the booking it pays, the contact, every payment attempt, the status
// and its history.
import { HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { DetailsCard } from '../../../components/details-card/details-card';
import { StatusBadge } from '../../../components/status-badge/status-badge';
import { formatCLP, formatDateTime, formatUF } from '../../../lib/format';
import {
  bookingOrderStatus,
  bookingRequestStatus,
  type BookingOrderStatus,
} from '../../../shared/sales-status';
import { pesosInUF, ufValueText } from '../../../lib/money-text';
import type { GatewayCheckResult } from '../../../components/gateway-check/gateway-check';
import { HistoryCard } from '../../../components/sales-record/history-card';
import { PaymentsCard } from '../../../components/sales-record/payments-card';
import { PersonCard } from '../../../components/sales-record/person-card';
import { RecordStatusBar } from '../../../components/sales-record/record-status-bar';
import { SalesRecordDetailsFrame } from '../../../components/sales-record/sales-record-details-frame';
import { NO_PAYMENTS, PAYMENTS_TITLE, PageLink, contactPerson } from '../booking-parts';
import type { BookingOrderDetails } from '../bookings.types';

export interface BookingOrderDetailsViewProps {
  order: BookingOrderDetails | null;
  loading: boolean;
  error: string | null;
  onRetry?(): void;
  /** Absent when the viewer's role may not change the status. */
  onChangeStatus?(status: BookingOrderStatus): Promise<void>;
  /** «Verificar con Flow» (Admin and the agency's admins); absent for everyone else. */
  onVerifyWithFlow?(): Promise<GatewayCheckResult>;
}

export function BookingOrderDetailsView(props: BookingOrderDetailsViewProps) {
  const { order, loading, error, onRetry, onChangeStatus, onVerifyWithFlow } = props;
  const title = order ? `Pago de reserva N° ${order.id}` : 'Detalle de pago';
  const request = order?.bookingrequest ?? null;
  const home = request?.property ?? null;
  return (
    <SalesRecordDetailsFrame
      title={title}
      description={
        order
          ? [request?.project?.name, order.order_number && `Orden ${order.order_number}`]
              .filter(Boolean)
              .join(' · ')
          : undefined
      }
      back={{ href: '/bookings-orders', label: 'Volver a pagos' }}
      loading={loading && !order}
      loadingLabel="Cargando pago de reserva"
      error={error}
      onRetry={onRetry}
    >
      {order ? (
        <Stack gap="5">
          <RecordStatusBar
            label="Estado del pago"
            table={bookingOrderStatus}
            current={order.status}
            recordLabel={`${title} · ${request?.contact?.name ?? 'Sin contacto'}`}
            onChange={onChangeStatus}
          />
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
            <DetailsCard
              title="Orden de pago"
              fields={[
                { label: 'N° de orden', value: order.order_number },
                {
                  label: 'Fecha de transacción',
                  value: formatDateTime(order.datetime_transaction),
                },
                { label: 'Monto pagado', value: formatCLP(order.amount_paid) },
                { label: 'Valor UF usado', value: ufValueText(order.uf_value) },
                { label: 'Equivalente en UF', value: pesosInUF(order.amount_paid, order.uf_value) },
                { label: 'Referencia de la pasarela', value: order.gateway_reference },
                { label: 'Firma', value: order.signature },
                { label: 'Creada el', value: formatDateTime(order.created_at) },
              ]}
            />
            <DetailsCard
              title="Reserva"
              fields={[
                {
                  label: 'Solicitud',
                  value: request ? (
                    <HStack gap="2" wrap="wrap">
                      <PageLink
                        href={`/bookings-requests/${request.id}/details`}
                        text={`Solicitud de reserva N° ${request.id}`}
                      />
                      <StatusBadge table={bookingRequestStatus} value={request.status} />
                    </HStack>
                  ) : null,
                },
                { label: 'Proyecto', value: request?.project?.name },
                {
                  label: 'Unidad',
                  value: home ? (
                    <PageLink href={`/properties/${home.id}/details`} text={home.identifier} />
                  ) : null,
                },
                { label: 'Modelo', value: home?.model },
                { label: 'Precio', value: home ? formatUF(home.price) : null },
              ]}
            />
          </SimpleGrid>
          <PersonCard title="Contacto" person={contactPerson(request?.contact ?? null)} />
          <PaymentsCard
            title={PAYMENTS_TITLE}
            payments={request?.payments ?? []}
            ufValue={order.uf_value}
            emptyText={NO_PAYMENTS}
            onVerifyWithFlow={onVerifyWithFlow}
          />
          <HistoryCard entries={order.audits} table={bookingOrderStatus} />
        </Stack>
      ) : null}
    </SalesRecordDetailsFrame>
  );
}
