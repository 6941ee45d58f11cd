// /promises-orders/{id}/details without the server: the order's status and its change, the
// customer, the request it pays (linked, with its amounts in CLP and the UF value used), every
// payment with the gateway's fields, and the history.
import { Grid, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Link } from 'wouter';
import { DetailsCard } from '../../../components/details-card/details-card';
import type { GatewayCheckResult } from '../../../components/gateway-check/gateway-check';
import { HistoryCard } from '../../../components/sales-record/history-card';
import { PaymentsCard } from '../../../components/sales-record/payments-card';
import { RecordStatusBar } from '../../../components/sales-record/record-status-bar';
import { SalesRecordDetailsFrame } from '../../../components/sales-record/sales-record-details-frame';
import { StatusBadge } from '../../../components/status-badge/status-badge';
import { formatCLP, formatDate, formatDateTime } from '../../../lib/format';
import { ufValueText } from '../../../lib/money-text';
import {
  promiseOrderStatus,
  promiseRequestStatus,
  type PromiseOrderStatus,
} from '../../../shared/sales-status';
import { personName, unitsText } from '../promise-labels';
import { CustomerCard, NO_PAYMENTS, PAYMENTS_TITLE } from '../promise-parts';
import type { PromiseOrderDetail } from '../promises.types';

export interface PromiseOrderDetailsViewProps {
  order: PromiseOrderDetail | null;
  loading: boolean;
  error: string | null;
  onRetry?(): void;
  /** Absent when the viewer's role may not change the status. */
  onChangeStatus?(status: PromiseOrderStatus): Promise<void>;
  /** «Verificar con Flow»; absent when the viewer's role may not ask Flow. */
  onVerifyWithFlow?: () => Promise<GatewayCheckResult>;
}

function RequestCard({ request }: { request: NonNullable<PromiseOrderDetail['promiserequest']> }) {
  return (
    <DetailsCard
      title="Solicitud de promesa"
      fields={[
        {
          label: 'Solicitud',
          value: (
            <Stack direction="row" gap="2" align="center" wrap="wrap">
              <ChakraLink asChild colorPalette="primary">
                <Link href={`/promises-requests/${request.id}/details`}>
                  Solicitud N° {request.id}
                </Link>
              </ChakraLink>
              <StatusBadge table={promiseRequestStatus} value={request.status} />
            </Stack>
          ),
        },
        { label: 'Proyecto', value: request.quotation?.project?.name },
        { label: 'Unidad', value: unitsText(request.quotation?.propertyquotation) },
        { label: 'N° de orden', value: request.order_number },
        { label: 'Monto pagado', value: formatCLP(request.amount_paid) },
        { label: 'Valor UF usado', value: ufValueText(request.uf_value) },
        {
          label: 'Fecha de la transacción',
          value: formatDateTime(request.datetime_transaction),
        },
        { label: 'Referencia de la pasarela', value: request.gateway_reference },
      ]}
    />
  );
}

export function PromiseOrderDetailsView(props: PromiseOrderDetailsViewProps) {
  const { order, loading } = props;
  const request = order?.promiserequest ?? null;
  const customer = request?.quotation?.customer ?? null;
  const name = customer ? personName(customer) : null;
  return (
    <SalesRecordDetailsFrame
      title={order ? `Pago de promesa N° ${order.id}` : 'Detalle de pago'}
      description={
        order
          ? [name, request?.quotation?.project?.name, `creado el ${formatDate(order.created_at)}`]
              .filter(Boolean)
              .join(' · ')
          : undefined
      }
      back={{ href: '/promises-orders', label: 'Volver a pagos' }}
      loading={loading && !order}
      loadingLabel="Cargando pago de promesa"
      error={props.error}
      onRetry={props.onRetry}
    >
      {order ? (
        <Stack gap="6">
          <RecordStatusBar
            label="Estado del pago"
            table={promiseOrderStatus}
            current={order.status}
            recordLabel={`Pago de promesa N° ${order.id} · ${name ?? 'sin cliente'}`}
            onChange={props.onChangeStatus}
          />
          <Grid
            templateColumns={{ base: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' }}
            gap="6"
            alignItems="start"
          >
            <CustomerCard customer={customer} />
            {request ? <RequestCard request={request} /> : null}
          </Grid>
          <PaymentsCard
            title={PAYMENTS_TITLE}
            payments={request?.payments ?? []}
            ufValue={request?.uf_value ?? null}
            showUfValue
            emptyText={NO_PAYMENTS}
            onVerifyWithFlow={props.onVerifyWithFlow}
          />
          <HistoryCard entries={order.audits} table={promiseOrderStatus} />
        </Stack>
      ) : null}
    </SalesRecordDetailsFrame>
  );
}
