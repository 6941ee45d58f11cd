// Route /properties/{id}/audits (Admin): every change of the home with Spanish field names.
import { Redirect, useParams } from 'wouter';
import { PropertyAuditsDocument } from '../../../../graphql/generated/client/graphql';
import { AuditPageBody } from '../../../components/audit-timeline/audit-page-body';
import { isNotFound } from '../../../lib/network/form-failure';
import { useTypedQuery } from '../../../lib/react/use-typed-query';
import { PROPERTY_LABELS } from '../property-labels';

export function PropertyAuditsPage() {
  const { id = '' } = useParams<{ id: string }>();
  const query = useTypedQuery(PropertyAuditsDocument, { id });
  const property = query.data?.properties.data[0];
  if (isNotFound(query.error) || (query.isSuccess && !property))
    return <Redirect to="/error-404" replace />;
  return (
    <AuditPageBody
      title={
        property ? `Auditoría de la propiedad ${property.identifier}` : 'Auditoría de propiedad'
      }
      subtitle="Cada cambio de la propiedad: quién lo hizo, cuándo y qué valores cambió."
      entries={property?.audits ?? []}
      loading={query.isPending}
      error={query.error}
      fieldLabels={PROPERTY_LABELS}
      backHref={`/properties/${id}/details`}
      backLabel="Volver a la propiedad"
    />
  );
}
