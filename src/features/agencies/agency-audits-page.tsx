// Route /agencies/{id}/audits: every change of the agency with Spanish field names.
import { Redirect, useParams } from 'wouter';
import { AgencyAuditsDocument } from '../../../graphql/generated/client/graphql';
import { AuditPageBody } from '../../components/audit-timeline/audit-page-body';
import { useTypedQuery } from '../../lib/react/use-typed-query';
import { isNotFound } from '../../lib/network/form-failure';

export const AGENCY_FIELD_LABELS: Record<string, string> = {
  name: 'Nombre',
  official_name: 'Razón social',
  representative: 'Representante legal',
  address: 'Dirección',
  phone: 'Teléfono',
  email: 'Correo',
  url_site: 'Sitio web',
  description: 'Descripción',
  orden: 'Orden',
  visible: 'Visible',
  important: 'Destacada',
  restriction_quantity: 'Cupo de proyectos',
  logo: 'Logo',
  cover_page: 'Portada',
};

export function AgencyAuditsPage() {
  const { id = '' } = useParams<{ id: string }>();
  const query = useTypedQuery(AgencyAuditsDocument, { id });
  const agency = query.data?.realstateagencies.data[0];
  if (isNotFound(query.error) || (query.isSuccess && !agency))
    return <Redirect to="/error-404" replace />;
  return (
    <AuditPageBody
      title={agency ? `Auditoría de «${agency.name}»` : 'Auditoría de inmobiliaria'}
      subtitle="Cada cambio de la inmobiliaria: quién lo hizo, cuándo y qué valores cambió."
      entries={agency?.audits ?? []}
      loading={query.isPending}
      error={query.error}
      fieldLabels={AGENCY_FIELD_LABELS}
      backHref="/agencies"
      backLabel="Volver a inmobiliarias"
    />
  );
}
