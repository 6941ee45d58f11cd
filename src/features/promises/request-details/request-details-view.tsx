// /promises-requests/{id}/details without the server: the status and its change, the quotation's
// customer and quoted units in UF, the transaction, every payment, the order and the history.
import { Grid, Stack, Text } from '@chakra-ui/react';
import { DetailsCard } from '../../../components/details-card/details-card';
import { HistoryCard } from '../../../components/sales-record/history-card';
import { PaymentsCard } from '../../../components/sales-record/payments-card';
import { RecordStatusBar } from '../../../components/sales-record/record-status-bar';
import { SalesRecordDetailsFrame } from '../../../components/sales-record/sales-record-details-frame';
import { StatusBadge } from '../../../components/status-badge/status-badge';
import { formatDate } from '../../../lib/format';
import {
  promiseRequestStatus,
  quotationStatus,
  type PromiseRequestStatus,
} from '../../../shared/sales-status';
import { personName } from '../promise-labels';
import { CustomerCard, NO_PAYMENTS, PAYMENTS_TITLE } from '../promise-parts';
import type { PromiseRequestDetail } from '../promises.types';
import { QuotedUnitsTable } from './quoted-units-table';
import { TransactionCard } from './transaction-card';

export interface PromiseRequestDetailsViewProps {
  request: PromiseRequestDetail | null;
  loading: boolean;
  error: string | null;
  onRetry?(): void;
  /** Absent when the viewer's role may not change the status. */
  onChangeStatus?(status: PromiseRequestStatus): Promise<void>;
}

export function PromiseRequestDetailsView(props: PromiseRequestDetailsViewProps) {
  const { request, loading } = props;
  const quotation = request?.quotation ?? null;
  const name = quotation ? personName(quotation.customer) : null;
  return (
    <SalesRecordDetailsFrame
      title={request ? `Solicitud de promesa N° ${request.id}` : 'Detalle de solicitud'}
      description={
        request
          ? [name, quotation?.project?.name, `creada el ${formatDate(request.created_at)}`]
              .filter(Boolean)
              .join(' · ')
          : undefined
      }
      back={{ href: '/promises-requests', label: 'Volver a solicitudes' }}
      loading={loading && !request}
      loadingLabel="Cargando solicitud de promesa"
      error={props.error}
      onRetry={props.onRetry}
    >
      {request ? (
        <Stack gap="6">
          <RecordStatusBar
            label="Estado de la solicitud"
            table={promiseRequestStatus}
            current={request.status}
            recordLabel={`Solicitud de promesa N° ${request.id} · ${name ?? 'sin cliente'}`}
            onChange={props.onChangeStatus}
          />
          <Grid
            templateColumns={{ base: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' }}
            gap="6"
            alignItems="start"
          >
            <CustomerCard customer={quotation?.customer} />
            <DetailsCard
              title="Unidades cotizadas"
              actions={
                quotation ? (
                  <Stack direction="row" gap="2" align="center" wrap="wrap">
                    <Text textStyle="sm" color="fg.muted">
                      Cotización N° {quotation.id}
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
          <PaymentsCard
            title={PAYMENTS_TITLE}
            payments={request.payments}
            ufValue={request.uf_value}
            showUfValue
            emptyText={NO_PAYMENTS}
          />
          <HistoryCard entries={request.audits} table={promiseRequestStatus} />
        </Stack>
      ) : null}
    </SalesRecordDetailsFrame>
  );
}
