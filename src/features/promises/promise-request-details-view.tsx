// /promises-requests/{id}/details without the server: the status and its change, the quotation's
// customer and quoted units in UF, the transaction, every payment, the order and the history.
import { Box, Button, Center, Grid, Spinner, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { DetailsCard } from '../../components/details-card/details-card';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { StatusBadge } from '../../components/status-badge/status-badge';
import { formatDate } from '../../lib/format';
import { errorMessage } from '../../lib/network/errors';
import {
  promiseRequestStatus,
  quotationStatus,
  type PromiseRequestStatus,
} from '../../shared/sales-status';
import { HistoryCard } from './history-card';
import { PaymentsCard } from './payments-card';
import { PromiseCustomerCard } from './promise-customer-card';
import { personName } from './promise-labels';
import { TransactionCard } from './promise-transaction-card';
import type { PromiseRequestDetail } from './promises.types';
import { QuotedUnitsTable } from './quoted-units-table';
import { RecordStatus } from './record-status';

export interface PromiseRequestDetailsViewProps {
  request: PromiseRequestDetail | null;
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Absent when the viewer's role may not change the status. */
  onStatusChange?: (status: PromiseRequestStatus) => Promise<void>;
}

export function PromiseRequestDetailsView(props: PromiseRequestDetailsViewProps) {
  const { request, loading, error, onStatusChange } = props;
  const quotation = request?.quotation ?? null;
  const name = quotation ? personName(quotation.customer) : null;
  return (
    <Box>
      <PageHeader
        title={request ? `Solicitud de promesa N.º ${request.id}` : 'Detalle de solicitud'}
        description={
          request
            ? [name, quotation?.project?.name, `creada el ${formatDate(request.created_at)}`]
                .filter(Boolean)
                .join(' · ')
            : undefined
        }
        actions={
          <Button asChild variant="outline" colorPalette="gray">
            <Link href="/promises-requests">
              <ArrowLeft aria-hidden />
              Volver a solicitudes
            </Link>
          </Button>
        }
      />
      {error ? <LoadError message={errorMessage(error)} onRetry={props.onRetry} /> : null}
      {loading && !request ? (
        <Center py="20">
          <Spinner size="lg" aria-label="Cargando solicitud de promesa" />
        </Center>
      ) : null}
      {request ? (
        <Stack gap="6">
          <RecordStatus
            table={promiseRequestStatus}
            current={request.status}
            recordLabel={`Solicitud de promesa N.º ${request.id} · ${name ?? 'sin cliente'}`}
            onChange={onStatusChange}
          />
          <Grid
            templateColumns={{ base: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' }}
            gap="6"
            alignItems="start"
          >
            <PromiseCustomerCard customer={quotation?.customer} />
            <DetailsCard
              title="Unidades cotizadas"
              actions={
                quotation ? (
                  <Stack direction="row" gap="2" align="center" wrap="wrap">
                    <Text textStyle="sm" color="fg.muted">
                      Cotización N.º {quotation.id}
                    </Text>
                    <StatusBadge table={quotationStatus} value={quotation.status} />
                  </Stack>
                ) : null
              }
            >
              {quotation ? (
                <QuotedUnitsTable units={quotation.propertyquotation} />
              ) : (
                <Text color="fg.muted">Sin cotización asociada.</Text>
              )}
            </DetailsCard>
          </Grid>
          <TransactionCard request={request} />
          <PaymentsCard payments={request.payments} ufValue={request.uf_value} />
          <HistoryCard entries={request.audits} table={promiseRequestStatus} />
        </Stack>
      ) : null}
    </Box>
  );
}
