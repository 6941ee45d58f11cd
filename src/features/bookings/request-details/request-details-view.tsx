// /bookings-requests/{id}/details without data fetching: the contact, the home, the order that
// settled it (CLP paid, UF value used), every gateway payment, the status and its history.
import { HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DetailsCard } from '../../../components/details-card/details-card';
import { ExpiryNote } from '../../../components/expiry-note/expiry-note';
import { StatusBadge } from '../../../components/status-badge/status-badge';
import { formatCLP, formatDate, formatUF } from '../../../lib/format';
import {
  bookingOrderStatus,
  bookingRequestStatus,
  quotationStatus,
  type BookingRequestStatus,
} from '../../../shared/sales-status';
import { pesosInUF, ufValueText } from '../../../lib/money-text';
import { HistoryCard } from '../../../components/sales-record/history-card';
import { PaymentsCard } from '../../../components/sales-record/payments-card';
import { PersonCard } from '../../../components/sales-record/person-card';
import { RecordStatusBar } from '../../../components/sales-record/record-status-bar';
import { SalesRecordDetailsFrame } from '../../../components/sales-record/sales-record-details-frame';
import { NO_PAYMENTS, PAYMENTS_TITLE, PageLink, contactPerson } from '../booking-parts';
import type { BookingRequestDetails } from '../bookings.types';

export interface BookingRequestDetailsViewProps {
  request: BookingRequestDetails | null;
  loading: boolean;
  error: string | null;
  onRetry?(): void;
  /** Absent when the viewer's role may not change the status. */
  onChangeStatus?(status: BookingRequestStatus): Promise<void>;
}

export function BookingRequestDetailsView(props: BookingRequestDetailsViewProps) {
  const { request, loading, error, onRetry, onChangeStatus } = props;
  const title = request ? `Solicitud de reserva N° ${request.id}` : 'Detalle de solicitud';
  const home = request?.property ?? null;
  const order = request?.bookingorder ?? null;
  return (
    <SalesRecordDetailsFrame
      title={title}
      description={
        request
          ? `${request.project?.name ?? 'Sin proyecto'} · ${formatDate(request.created_at)}`
          : undefined
      }
      back={{ href: '/bookings-requests', label: 'Volver a solicitudes' }}
      loading={loading && !request}
      loadingLabel="Cargando solicitud de reserva"
      error={error}
      onRetry={onRetry}
    >
      {request ? (
        <Stack gap="5">
          <RecordStatusBar
            label="Estado de la solicitud"
            table={bookingRequestStatus}
            current={request.status}
            recordLabel={`${title} · ${request.contact?.name ?? 'Sin contacto'}`}
            onChange={onChangeStatus}
          />
          {request.expires_at ? (
            <HStack gap="3" align="flex-start" aria-label="Plazo de pago" role="group">
              <Text fontWeight="medium">Plazo de pago:</Text>
              <ExpiryNote expiresAt={request.expires_at} variant="detail" />
            </HStack>
          ) : null}
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
            <PersonCard title="Contacto" person={contactPerson(request.contact)} />
            <DetailsCard
              title="Vivienda"
              fields={[
                { label: 'Proyecto', value: request.project?.name },
                {
                  label: 'Unidad',
                  value: home ? (
                    <PageLink href={`/properties/${home.id}/details`} text={home.identifier} />
                  ) : null,
                },
                { label: 'Modelo', value: home?.model },
                { label: 'Piso', value: home?.floor ?? null },
                { label: 'Precio', value: home ? formatUF(home.price) : null },
                {
                  label: 'Cotización',
                  value: request.quotation ? (
                    <HStack gap="2" wrap="wrap">
                      <PageLink
                        href={`/quotations/${request.quotation.id}/details`}
                        text={`Cotización N° ${request.quotation.id}`}
                      />
                      <StatusBadge table={quotationStatus} value={request.quotation.status} />
                    </HStack>
                  ) : null,
                },
              ]}
            />
          </SimpleGrid>
          <DetailsCard
            title="Pago de la reserva"
            fields={
              order
                ? [
                    {
                      label: 'Orden de pago',
                      value: (
                        <HStack gap="2" wrap="wrap">
                          <PageLink
                            href={`/bookings-orders/${order.id}/details`}
                            text={`Pago de reserva N° ${order.id}`}
                          />
                          <StatusBadge table={bookingOrderStatus} value={order.status} />
                        </HStack>
                      ),
                    },
                    { label: 'N° de orden', value: order.order_number },
                    { label: 'Monto pagado', value: formatCLP(order.amount_paid) },
                    { label: 'Valor UF usado', value: ufValueText(order.uf_value) },
                    {
                      label: 'Equivalente en UF',
                      value: pesosInUF(order.amount_paid, order.uf_value),
                    },
                  ]
                : []
            }
          >
            {order ? null : <Text color="fg.muted">Aún no hay orden de pago.</Text>}
          </DetailsCard>
          <PaymentsCard
            title={PAYMENTS_TITLE}
            payments={request.payments}
            ufValue={order?.uf_value ?? null}
            emptyText={NO_PAYMENTS}
          />
          <HistoryCard entries={request.audits} table={bookingRequestStatus} />
        </Stack>
      ) : null}
    </SalesRecordDetailsFrame>
  );
}
