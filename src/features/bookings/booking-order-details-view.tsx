// /bookings-orders/{id}/details without data fetching: what the gateway settled (CLP paid, the UF
// value used, its reference), the booking it pays, the contact, every payment attempt, the status
// and its history.
import { HStack, Link as ChakraLink, SimpleGrid, Stack } from '@chakra-ui/react';
import { Link } from 'wouter';
import { DetailsCard } from '../../components/details-card/details-card';
import { StatusBadge } from '../../components/status-badge/status-badge';
import { formatCLP, formatDateTime, formatUF } from '../../lib/format';
import {
  bookingOrderStatus,
  bookingRequestStatus,
  type BookingOrderStatus,
} from '../../shared/sales-status';
import { pesosInUF, ufValueText } from '../../lib/money-text';
import { ContactCard, HistoryCard, StatusBar } from './booking-details-parts';
import type { BookingOrderDetails } from './bookings.types';
import { DetailsFrame } from './details-frame';
import { PaymentsList } from '../../components/payments-list/payments-list';
import {
  GatewayCheck,
  type GatewayCheckResult,
} from '../../components/gateway-check/gateway-check';
import { FLOW_VERIFY_TEXTS } from '../../components/gateway-check/flow-verification-result';

export interface BookingOrderDetailsViewProps {
  order: BookingOrderDetails | null;
  loading: boolean;
  error: string | null;
  onRetry?(): void;
  canChangeStatus: boolean;
  onChangeStatus(status: BookingOrderStatus): Promise<void>;
  /** «Verificar con Flow» (Admin and the agency's admins); absent for everyone else. */
  onVerifyWithFlow?(): Promise<GatewayCheckResult>;
}

const linkTo = (href: string, text: string) => (
  <ChakraLink asChild colorPalette="primary" fontWeight="medium">
    <Link href={href}>{text}</Link>
  </ChakraLink>
);

export function BookingOrderDetailsView(props: BookingOrderDetailsViewProps) {
  const { order, loading, error, onRetry, canChangeStatus, onChangeStatus, onVerifyWithFlow } =
    props;
  const title = order ? `Pago de reserva N° ${order.id}` : 'Detalle de pago';
  const request = order?.bookingrequest ?? null;
  const home = request?.property ?? null;
  return (
    <DetailsFrame
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
          <StatusBar
            label="Estado del pago"
            table={bookingOrderStatus}
            current={order.status}
            recordLabel={`${title} · ${request?.contact?.name ?? 'Sin contacto'}`}
            canChange={canChangeStatus}
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
                      {linkTo(
                        `/bookings-requests/${request.id}/details`,
                        `Solicitud de reserva N° ${request.id}`,
                      )}
                      <StatusBadge table={bookingRequestStatus} value={request.status} />
                    </HStack>
                  ) : null,
                },
                { label: 'Proyecto', value: request?.project?.name },
                {
                  label: 'Unidad',
                  value: home ? linkTo(`/properties/${home.id}/details`, home.identifier) : null,
                },
                { label: 'Modelo', value: home?.model },
                { label: 'Precio', value: home ? formatUF(home.price) : null },
              ]}
            />
          </SimpleGrid>
          <ContactCard contact={request?.contact ?? null} />
          <DetailsCard title="Pagos informados por la pasarela">
            {onVerifyWithFlow ? (
              <GatewayCheck {...FLOW_VERIFY_TEXTS} run={onVerifyWithFlow} />
            ) : null}
            <PaymentsList
              payments={request?.payments ?? []}
              ufValue={order.uf_value}
              emptyText="La pasarela aún no informa pagos de esta reserva."
            />
          </DetailsCard>
          <HistoryCard entries={order.audits} table={bookingOrderStatus} />
        </Stack>
      ) : null}
    </DetailsFrame>
  );
}
