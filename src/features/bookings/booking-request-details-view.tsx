// /bookings-requests/{id}/details without data fetching: the contact, the home, the order that
// settled it (CLP paid, UF value used), every gateway payment, the status and its history.
import { HStack, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { DetailsCard } from '../../components/details-card/details-card';
import { ExpiryNote } from '../../components/expiry-note/expiry-note';
import { StatusBadge } from '../../components/status-badge/status-badge';
import { formatCLP, formatDate, formatUF } from '../../lib/format';
import {
  bookingOrderStatus,
  bookingRequestStatus,
  quotationStatus,
  type BookingRequestStatus,
} from '../../shared/sales-status';
import { pesosInUF, ufValueText } from '../../lib/money-text';
import { ContactCard, HistoryCard, StatusBar } from './booking-details-parts';
import type { BookingRequestDetails } from './bookings.types';
import { DetailsFrame } from './details-frame';
import { PaymentsList } from '../../components/payments-list/payments-list';

export interface BookingRequestDetailsViewProps {
  request: BookingRequestDetails | null;
  loading: boolean;
  error: string | null;
  onRetry?(): void;
  canChangeStatus: boolean;
  onChangeStatus(status: BookingRequestStatus): Promise<void>;
}

const linkTo = (href: string, text: string) => (
  <ChakraLink asChild colorPalette="primary" fontWeight="medium">
    <Link href={href}>{text}</Link>
  </ChakraLink>
);

export function BookingRequestDetailsView(props: BookingRequestDetailsViewProps) {
  const { request, loading, error, onRetry, canChangeStatus, onChangeStatus } = props;
  const title = request ? `Solicitud de reserva N° ${request.id}` : 'Detalle de solicitud';
  const home = request?.property ?? null;
  const order = request?.bookingorder ?? null;
  return (
    <DetailsFrame
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
          <StatusBar
            label="Estado de la solicitud"
            table={bookingRequestStatus}
            current={request.status}
            recordLabel={`${title} · ${request.contact?.name ?? 'Sin contacto'}`}
            canChange={canChangeStatus}
            onChange={onChangeStatus}
          />
          {request.expires_at ? (
            <HStack gap="3" align="flex-start" aria-label="Plazo de pago" role="group">
              <Text fontWeight="medium">Plazo de pago:</Text>
              <ExpiryNote expiresAt={request.expires_at} variant="detail" />
            </HStack>
          ) : null}
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
            <ContactCard contact={request.contact} />
            <DetailsCard
              title="Vivienda"
              fields={[
                { label: 'Proyecto', value: request.project?.name },
                {
                  label: 'Unidad',
                  value: home ? linkTo(`/properties/${home.id}/details`, home.identifier) : null,
                },
                { label: 'Modelo', value: home?.model },
                { label: 'Piso', value: home?.floor ?? null },
                { label: 'Precio', value: home ? formatUF(home.price) : null },
                {
                  label: 'Cotización',
                  value: request.quotation ? (
                    <HStack gap="2" wrap="wrap">
                      {linkTo(
                        `/quotations/${request.quotation.id}/details`,
                        `Cotización N° ${request.quotation.id}`,
                      )}
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
                          {linkTo(
                            `/bookings-orders/${order.id}/details`,
                            `Pago de reserva N° ${order.id}`,
                          )}
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
          <DetailsCard title="Pagos informados por la pasarela">
            <PaymentsList
              payments={request.payments}
              ufValue={order?.uf_value ?? null}
              emptyText="La pasarela aún no informa pagos de esta reserva."
            />
          </DetailsCard>
          <HistoryCard entries={request.audits} table={bookingRequestStatus} />
        </Stack>
      ) : null}
    </DetailsFrame>
  );
}
