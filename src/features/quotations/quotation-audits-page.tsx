// Route /quotations/{id}/audits: every change of the quotation (its status moves, mostly), with
// Spanish field names and status labels.
import { Redirect, useParams } from 'wouter';
import { QuotationAuditsDocument } from '../../../graphql/generated/client/graphql';
import { AuditPageBody } from '../../components/audit-timeline/audit-page-body';
import { withStatusLabels } from '../../components/status-change/status-audits';
import { deniedPath } from '../../lib/network/denied-path';
import { freshQueryOptions } from '../../lib/query-client';
import { useTypedQuery } from '../../lib/react/use-typed-query';
import { quotationStatus } from '../../shared/sales-status';
import { customerName } from './customer-name';
import { QUOTATION_FIELD_LABELS } from './quotation-field-labels';

export function QuotationAuditsPage() {
  const { id = '' } = useParams<{ id: string }>();
  const query = useTypedQuery(QuotationAuditsDocument, { id }, freshQueryOptions);
  const quotation = query.data?.quotations.data[0];
  const denied = deniedPath(query.error, query.isSuccess && !quotation);
  if (denied) return <Redirect to={denied} replace />;
  return (
    <AuditPageBody
      title={
        quotation ? `Auditoría de la cotización N° ${quotation.id}` : 'Auditoría de cotización'
      }
      subtitle={
        quotation
          ? `Cliente: ${customerName(quotation.customer)}. Cada cambio: quién lo hizo, cuándo y qué cambió.`
          : 'Cada cambio de la cotización: quién lo hizo, cuándo y qué cambió.'
      }
      entries={withStatusLabels(quotation?.audits ?? [], quotationStatus)}
      loading={query.isPending}
      error={query.error}
      fieldLabels={QUOTATION_FIELD_LABELS}
      backHref={`/quotations/${id}/details`}
      backLabel="Volver a la cotización"
    />
  );
}
