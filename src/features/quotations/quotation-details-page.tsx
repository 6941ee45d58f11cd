// Route /quotations/{id}/details. A quotation of another agency answers FORBIDDEN, NOT_FOUND or
// an empty page: the 403 or 404 page, never its data.
import { Redirect, useParams } from 'wouter';
import {
  QuotationAuditsDocument,
  QuotationDocument,
  QuotationFinancingDocument,
} from '../../../graphql/generated/client/graphql';
import { useCan } from '../../lib/auth';
import { errorMessage } from '../../lib/network/errors';
import { deniedPath } from '../../lib/network/denied-path';
import { useTypedQuery } from '../../lib/react/use-typed-query';
import { QuotationDetailsView } from './quotation-details-view';
import { useQuotationStatus } from './use-quotation-status';

export function QuotationDetailsPage() {
  const { id = '' } = useParams<{ id: string }>();
  const query = useTypedQuery(
    QuotationDocument,
    { id },
    { staleTime: 0, refetchOnMount: 'always' },
  );
  // The audits page is for managers only (spec §6).
  const canSeeAudits = useCan('/quotations/0/audits');
  const canChangeStatus = useCan('editQuotation');
  const audits = useTypedQuery(QuotationAuditsDocument, { id }, { enabled: canSeeAudits });
  const changeStatus = useQuotationStatus(id);
  // Issue 34: each quoted home's financing, read on its own so the page does not wait for it.
  const financing = useTypedQuery(QuotationFinancingDocument, { id }, { staleTime: 0 });
  const financed = financing.data?.quotations.data[0]?.propertyquotation ?? [];
  const quotation = query.data?.quotations.data[0] ?? null;

  const denied = deniedPath(query.error, query.isSuccess && !quotation);
  if (denied) return <Redirect to={denied} replace />;
  return (
    <QuotationDetailsView
      quotation={quotation}
      loading={query.isPending}
      error={query.error ? errorMessage(query.error) : null}
      onRetry={() => void query.refetch()}
      canChangeStatus={canChangeStatus}
      onChangeStatus={changeStatus}
      financing={{
        homes: financed.map((quoted) => ({
          key: quoted.id,
          title: quoted.property ? `Vivienda ${quoted.property.identifier}` : null,
          financing: quoted.financing,
        })),
        loading: financing.isPending,
        error: financing.error ? errorMessage(financing.error) : null,
        onRetry: () => void financing.refetch(),
      }}
      history={
        canSeeAudits
          ? {
              entries: audits.data?.quotations.data[0]?.audits ?? [],
              loading: audits.isPending,
              error: audits.error ? errorMessage(audits.error) : null,
            }
          : null
      }
    />
  );
}
