// /{id}/business-details without data fetching: the customer and co-debtor, the pre-approval, the
// quotations, the history of stage moves and the Rukan record, with loading, failure and
// not-found states; a possible duplicate by RUT is said above the cards (issue 34).
import { Box, Button, EmptyState, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { DetailsCard } from '../../../components/details-card/details-card';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge/status-badge';
import { formatDate } from '../../../lib/format';
import { prospectCriticality, prospectStatus } from '../../../shared/business';
import { BusinessDetailsSkeleton } from './business-details-skeleton';
import { DuplicateNotice } from './duplicate-notice';
import { personName } from './business-labels';
import type { ProspectDetail } from './business-details.types';
import { ProspectCodebtorCard, ProspectCustomerCard } from './prospect-customer-card';
import { ProspectPreapprovalCard } from './prospect-preapproval-card';
import { ProspectQuotationsCard } from './prospect-quotations-card';
import { RukanCard } from './rukan-card';
import { StageHistoryTimeline } from './stage-history-timeline';

export interface BusinessDetailsViewProps {
  prospect: ProspectDetail | null;
  loading: boolean;
  /** The server's Spanish message when the load failed. */
  error?: string | null;
  onRetry?(): void;
  /** The server answered no such prospect (or one the viewer may not know of). */
  notFound?: boolean;
  /** «Fusionar» on a possible duplicate (issue 34); without it the notice only links them. */
  onMerge?(duplicateId: string): void;
  merging?: string | null;
}

const backLink = (
  <Button asChild variant="outline" colorPalette="gray">
    <Link href="/business">
      <ArrowLeft aria-hidden />
      Volver a negocios
    </Link>
  </Button>
);

function NotFound() {
  return (
    <EmptyState.Root borderWidth="1px" rounded="md">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <SearchX aria-hidden />
        </EmptyState.Indicator>
        <EmptyState.Title as="h2">No encontramos este negocio.</EmptyState.Title>
        <EmptyState.Description>
          Puede que el enlace esté mal escrito o que el negocio ya no exista.
        </EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

function ProspectBadges({ prospect }: { prospect: ProspectDetail }) {
  return (
    <HStack gap="3" wrap="wrap" mb="6" role="group" aria-label="Estado del negocio">
      <Text fontWeight="medium">Etapa:</Text>
      <Text>{prospect.pipelinestage?.name ?? 'Sin etapa'}</Text>
      {prospect.status ? <StatusBadge table={prospectStatus} value={prospect.status} /> : null}
      {prospect.criticality ? (
        <HStack gap="1">
          <Text>Criticidad:</Text>
          <StatusBadge table={prospectCriticality} value={prospect.criticality} />
        </HStack>
      ) : null}
    </HStack>
  );
}

export function BusinessDetailsView(props: BusinessDetailsViewProps) {
  const { prospect, loading, error, onRetry, notFound = false, onMerge, merging } = props;
  const title = prospect ? personName(prospect.customer) : 'Detalle de negocio';
  const description = prospect
    ? [
        `Negocio N° ${prospect.id}`,
        prospect.project?.name,
        `creado el ${formatDate(prospect.created_at)}`,
      ]
        .filter(Boolean)
        .join(' · ')
    : undefined;
  return (
    <Box>
      <PageHeader title={title} description={description} actions={backLink} />
      {error ? <LoadError message={error} onRetry={onRetry} /> : null}
      {notFound ? <NotFound /> : null}
      {loading && !prospect ? <BusinessDetailsSkeleton /> : null}
      {prospect ? (
        <>
          <ProspectBadges prospect={prospect} />
          <DuplicateNotice prospect={prospect} onMerge={onMerge} merging={merging} />
          <Grid
            templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }}
            gap="6"
            alignItems="start"
            mb="6"
          >
            <Stack gap="6">
              <ProspectCustomerCard customer={prospect.customer} />
              <ProspectCodebtorCard customer={prospect.customer} />
              <ProspectPreapprovalCard approval={prospect.prospectapproval} />
              <ProspectQuotationsCard quotations={prospect.prospectquotation} />
            </Stack>
            <DetailsCard title="Historial de etapas">
              <StageHistoryTimeline moves={prospect.history} />
            </DetailsCard>
          </Grid>
          <RukanCard record={prospect.rukan} />
        </>
      ) : null}
    </Box>
  );
}
