// /promises-orders/{id}/details without the server: the order's status and its change, the
// customer, the request it pays (linked, with its amounts in CLP and the UF value used), every
// payment with the gateway's fields, and the history.
import { Box, Button, Center, Grid, Link as ChakraLink, Spinner, Stack } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { DetailsCard } from '../../components/details-card/details-card';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { StatusBadge } from '../../components/status-badge/status-badge';
import { formatCLP, formatDate, formatDateTime } from '../../lib/format';
import { errorMessage } from '../../lib/network/errors';
import {
  promiseOrderStatus,
  promiseRequestStatus,
  type PromiseOrderStatus,
} from '../../shared/sales-status';
import { HistoryCard } from './history-card';
import { PaymentsCard } from './payments-card';
import type { GatewayCheckResult } from '../../components/gateway-check/gateway-check';
import { PromiseCustomerCard } from './promise-customer-card';
import { personName, unitsText } from './promise-labels';
import type { PromiseOrderDetail } from './promises.types';
import { RecordStatus } from './record-status';
import { ufValueText } from '../../lib/money-text';

export interface PromiseOrderDetailsViewProps {
  order: PromiseOrderDetail | null;
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Absent when the viewer's role may not change the status. */
  onStatusChange?: (status: PromiseOrderStatus) => Promise<void>;
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
                  Solicitud N.º {request.id}
                </Link>
              </ChakraLink>
              <StatusBadge table={promiseRequestStatus} value={request.status} />
            </Stack>
          ),
        },
        { label: 'Proyecto', value: request.quotation?.project?.name },
        { label: 'Unidad', value: unitsText(request.quotation?.propertyquotation) },
        { label: 'N.º de orden', value: request.order_number },
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
  const { order, loading, error, onStatusChange } = props;
  const request = order?.promiserequest ?? null;
  const customer = request?.quotation?.customer ?? null;
  const name = customer ? personName(customer) : null;
  return (
    <Box>
      <PageHeader
        title={order ? `Pago de promesa N.º ${order.id}` : 'Detalle de pago'}
        description={
          order
            ? [name, request?.quotation?.project?.name, `creado el ${formatDate(order.created_at)}`]
                .filter(Boolean)
                .join(' · ')
            : undefined
        }
        actions={
          <Button asChild variant="outline" colorPalette="gray">
            <Link href="/promises-orders">
              <ArrowLeft aria-hidden />
              Volver a pagos
            </Link>
          </Button>
        }
      />
      {error ? <LoadError message={errorMessage(error)} onRetry={props.onRetry} /> : null}
      {loading && !order ? (
        <Center py="20">
          <Spinner size="lg" aria-label="Cargando pago de promesa" />
        </Center>
      ) : null}
      {order ? (
        <Stack gap="6">
          <RecordStatus
            table={promiseOrderStatus}
            current={order.status}
            recordLabel={`Pago de promesa N.º ${order.id} · ${name ?? 'sin cliente'}`}
            onChange={onStatusChange}
          />
          <Grid
            templateColumns={{ base: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' }}
            gap="6"
            alignItems="start"
          >
            <PromiseCustomerCard customer={customer} />
            {request ? <RequestCard request={request} /> : null}
          </Grid>
          <PaymentsCard
            payments={request?.payments ?? []}
            ufValue={request?.uf_value ?? null}
            onVerifyWithFlow={props.onVerifyWithFlow}
          />
          <HistoryCard entries={order.audits} table={promiseOrderStatus} />
        </Stack>
      ) : null}
    </Box>
  );
}
