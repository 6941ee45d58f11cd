// Route /projects/{id}/webhooks/audits (Admin): the history of each of the project's webhooks.
import { Redirect, useParams } from 'wouter';
import {
  ProjectsDocument,
  WebhookAuditsDocument,
} from '../../../../graphql/generated/client/graphql';
import { errorMessage } from '../../../lib/network/errors';
import { isNotFound } from '../../../lib/network/form-failure';
import { useTypedQuery } from '../../../lib/react/use-typed-query';
import { WebhookAuditsView } from './webhook-audits-view';

export function WebhookAuditsPage() {
  const { id = '' } = useParams<{ id: string }>();
  const project = useTypedQuery(ProjectsDocument, { project_id: [id] });
  const audits = useTypedQuery(WebhookAuditsDocument, { project_id: id });
  const found = project.data?.projects.data.find((row) => row.id === id);
  if (isNotFound(project.error) || isNotFound(audits.error) || (project.isSuccess && !found))
    return <Redirect to="/error-404" replace />;
  return (
    <WebhookAuditsView
      projectId={id}
      projectName={found?.name ?? null}
      webhooks={audits.data?.webhooks ?? []}
      loading={audits.isPending}
      error={audits.error ? errorMessage(audits.error) : null}
    />
  );
}
