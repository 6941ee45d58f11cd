// Route /projects/{id}/audits: every change of the project with Spanish field names.
import { Redirect, useParams } from 'wouter';
import { ProjectAuditsDocument } from '../../../../graphql/generated/client/graphql';
import { AuditPageBody } from '../../../components/audit-timeline/audit-page-body';
import { useTypedQuery } from '../../../lib/react/use-typed-query';
import { isNotFound } from '../../../lib/network/form-failure';
import { freshQueryOptions } from '../../../lib/query-client';
import { PROJECT_FIELD_LABELS } from '../project-field-labels';

export function ProjectAuditsPage() {
  const { id = '' } = useParams<{ id: string }>();
  const query = useTypedQuery(ProjectAuditsDocument, { id }, freshQueryOptions);
  const project = query.data?.projects.data[0];
  if (isNotFound(query.error) || (query.isSuccess && !project))
    return <Redirect to="/error-404" replace />;
  return (
    <AuditPageBody
      title={project ? `Auditoría de «${project.name}»` : 'Auditoría de proyecto'}
      subtitle="Cada cambio del proyecto: quién lo hizo, cuándo y qué valores cambió."
      entries={project?.audits ?? []}
      loading={query.isPending}
      error={query.error}
      fieldLabels={PROJECT_FIELD_LABELS}
      backHref="/projects"
      backLabel="Volver a proyectos"
    />
  );
}
