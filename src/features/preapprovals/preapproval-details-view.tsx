// /preapprovals/{id}/details without the server: the customer and co-debtor, the home and credit
// with the document, the edit form (for the roles the policy lets edit) and the history.
import { Box, Button, Grid, Stack } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { AuditTimeline } from '../../components/audit-timeline/audit-timeline';
import { DetailsCard } from '../../components/details-card/details-card';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { withStatusLabels } from '../../components/status-change/status-audits';
import { formatDate } from '../../lib/format';
import { errorMessage } from '../../lib/network/errors';
import { preapprovalStatus } from '../../shared/sales-status';
import { PreapprovalCreditCard } from './preapproval-credit-card';
import { PreapprovalCodebtorCard, PreapprovalCustomerCard } from './preapproval-customer-card';
import { PreapprovalEditForm, type PreapprovalEditFormProps } from './preapproval-edit-form';
import { PREAPPROVAL_AUDIT_LABELS, personName } from './preapproval-labels';
import type { PreapprovalDetail } from './preapprovals.types';
import { PageSkeleton } from '../../components/page-skeleton';

export interface PreapprovalDetailsViewProps {
  preapproval: PreapprovalDetail | null;
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** The form's props when the viewer may edit; absent: the page only shows. */
  edit?: Omit<PreapprovalEditFormProps, 'current' | 'description'>;
  /** Changes whenever a save succeeds, so the form starts over from the saved values. */
  formKey?: string | number;
}

export function PreapprovalDetailsView(props: PreapprovalDetailsViewProps) {
  const { preapproval, loading, error, edit } = props;
  const name = preapproval ? personName(preapproval.customer) : null;
  return (
    <Box>
      <PageHeader
        title={name ? `Preaprobación de ${name}` : 'Detalle de preaprobación'}
        description={
          preapproval
            ? `N° ${preapproval.id} · solicitada el ${formatDate(preapproval.created_at)}`
            : undefined
        }
        actions={
          <Button asChild variant="outline" colorPalette="gray">
            <Link href="/preapprovals">
              <ArrowLeft aria-hidden />
              Volver a preaprobaciones
            </Link>
          </Button>
        }
      />
      {error ? <LoadError message={errorMessage(error)} onRetry={props.onRetry} /> : null}
      {loading && !preapproval ? (
        <PageSkeleton label="Cargando preaprobación" variant="details" />
      ) : null}
      {preapproval ? (
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }}
          gap="6"
          alignItems="start"
        >
          <Stack gap="6">
            <PreapprovalCustomerCard customer={preapproval.customer} />
            <PreapprovalCodebtorCard codebtor={preapproval.customer?.codebtor ?? null} />
            <PreapprovalCreditCard preapproval={preapproval} />
          </Stack>
          <Stack gap="6">
            {edit ? (
              <DetailsCard title="Actualizar preaprobación">
                <PreapprovalEditForm
                  key={props.formKey}
                  {...edit}
                  current={preapproval.status}
                  description={preapproval.description ?? ''}
                />
              </DetailsCard>
            ) : null}
            <DetailsCard title="Historial">
              <AuditTimeline
                entries={withStatusLabels(preapproval.audits, preapprovalStatus)}
                fieldLabels={PREAPPROVAL_AUDIT_LABELS}
              />
            </DetailsCard>
          </Stack>
        </Grid>
      ) : null}
    </Box>
  );
}
