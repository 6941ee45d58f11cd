// /quotations/{id}/details without data fetching: the customer, the quoted units with their UF
// prices, the rent range, where the quotation went (booking, promise), its status with the way to
// change it, and its history.
import {
  Alert,
  Box,
  Button,
  HStack,
  Link as ChakraLink,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { ArrowLeft, History } from 'lucide-react';
import { Link } from 'wouter';
import type { AuditEntryFragment } from '../../../graphql/generated/client/graphql';
import { AuditTimeline } from '../../components/audit-timeline/audit-timeline';
import { DetailsCard } from '../../components/details-card/details-card';
import {
  FinancingSection,
  type FinancingSectionProps,
} from '../../components/financing/financing-section';
import { ExpiryNote } from '../../components/expiry-note/expiry-note';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { RecordStatusBar } from '../../components/sales-record/record-status-bar';
import { withStatusLabels } from '../../components/status-change/status-audits';
import { formatCLP, formatDate, formatRut } from '../../lib/format';
import { quotationStatus, type QuotationStatus } from '../../shared/sales-status';
import { customerName } from './customer-name';
import { QUOTATION_FIELD_LABELS } from './quotation-field-labels';
import { QuotationRequestsList } from './quotation-requests-list';
import type { QuotationDetails } from './quotations.types';
import { QuotedUnitsTable } from './quoted-units-table';
import { PageSkeleton } from '../../components/page-skeleton';

export interface QuotationHistory {
  entries: AuditEntryFragment[];
  loading: boolean;
  error: string | null;
}

export interface QuotationDetailsViewProps {
  quotation: QuotationDetails | null;
  loading: boolean;
  error: string | null;
  onRetry?(): void;
  canChangeStatus: boolean;
  onChangeStatus(status: QuotationStatus): Promise<void>;
  /** Null when the viewer may not see the audits (spec §6: managers only). */
  history: QuotationHistory | null;
  /** Each quoted home's financing (issue 34); absent, the section is not drawn. */
  financing?: FinancingSectionProps;
}

export function QuotationDetailsView(props: QuotationDetailsViewProps) {
  const { quotation, loading, error, onRetry, canChangeStatus, onChangeStatus, history } = props;
  const { financing } = props;
  const customer = quotation?.customer ?? null;
  const title = quotation ? `Cotización N° ${quotation.id}` : 'Detalle de cotización';
  return (
    <Box>
      <PageHeader
        title={title}
        description={
          quotation
            ? `${quotation.project?.name ?? 'Sin proyecto'} · ${formatDate(quotation.created_at)}`
            : undefined
        }
        actions={
          <>
            <Button asChild variant="outline" colorPalette="gray">
              <Link href="/quotations">
                <ArrowLeft aria-hidden />
                Volver a cotizaciones
              </Link>
            </Button>
            {quotation && history ? (
              <Button asChild variant="outline" colorPalette="gray">
                <Link href={`/quotations/${quotation.id}/audits`}>
                  <History aria-hidden />
                  Ver auditoría
                </Link>
              </Button>
            ) : null}
          </>
        }
      />
      {error ? <LoadError message={error} onRetry={onRetry} /> : null}
      {loading && !quotation ? (
        <PageSkeleton label="Cargando cotización" variant="details" />
      ) : null}
      {quotation ? (
        <Stack gap="5">
          <RecordStatusBar
            label="Estado de la cotización"
            table={quotationStatus}
            current={quotation.status}
            recordLabel={`${title} · ${customerName(customer)}`}
            onChange={canChangeStatus ? onChangeStatus : undefined}
          />
          {quotation.expires_at ? (
            <HStack gap="3" align="flex-start" aria-label="Vigencia de la cotización" role="group">
              <Text fontWeight="medium">Vigencia:</Text>
              <ExpiryNote expiresAt={quotation.expires_at} variant="detail" />
            </HStack>
          ) : null}
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
            <DetailsCard
              title="Cliente"
              fields={[
                { label: 'Nombre', value: customerName(customer) },
                {
                  label: 'RUT',
                  value: customer?.rut ? formatRut(customer.rut, customer.rut_dv) : null,
                },
                {
                  label: 'Correo',
                  value: customer?.email ? (
                    <ChakraLink href={`mailto:${customer.email}`} colorPalette="primary">
                      {customer.email}
                    </ChakraLink>
                  ) : null,
                },
                { label: 'Teléfono', value: customer?.phone },
                { label: 'Comuna', value: customer?.commune?.name },
              ]}
            />
            <DetailsCard
              title="Cotización"
              fields={[
                { label: 'Proyecto', value: quotation.project?.name },
                { label: 'Fecha', value: formatDate(quotation.created_at) },
                { label: 'Renta mínima', value: formatCLP(quotation.minimum_rent) },
                { label: 'Renta máxima', value: formatCLP(quotation.maximum_rent) },
              ]}
            />
          </SimpleGrid>
          <DetailsCard title="Unidades cotizadas">
            <QuotedUnitsTable units={quotation.propertyquotation} />
          </DetailsCard>
          {financing ? <FinancingSection {...financing} /> : null}
          <DetailsCard title="Reserva y promesa">
            <QuotationRequestsList quotation={quotation} />
          </DetailsCard>
          {history ? (
            <DetailsCard title="Historial">
              {history.error ? (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>No pudimos cargar el historial: {history.error}</Alert.Title>
                </Alert.Root>
              ) : (
                <AuditTimeline
                  entries={withStatusLabels(history.entries, quotationStatus)}
                  loading={history.loading}
                  fieldLabels={QUOTATION_FIELD_LABELS}
                />
              )}
            </DetailsCard>
          ) : null}
        </Stack>
      ) : null}
    </Box>
  );
}
