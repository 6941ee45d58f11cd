// Route /promises-requests/{id}/details: the request read fresh each visit, its status changed
// through editPromiseRequest by the roles the policy allows, a 404 for one the viewer may not see.
import { Redirect, useParams } from 'wouter';
import { PromiseRequestDocument } from '../../../graphql/generated/client/graphql';
import { isNotFound } from '../../lib/network/form-failure';
import { useTypedQuery } from '../../lib/react/use-typed-query';
import { PromiseRequestDetailsView } from './promise-request-details-view';
import { usePromiseRequestStatusChange } from './use-promise-status-change';
import { usePromiseViewer } from './use-promise-viewer';

export function PromiseRequestDetailsPage() {
  const { id = '' } = useParams<{ id: string }>();
  const query = useTypedQuery(
    PromiseRequestDocument,
    { id },
    { staleTime: 0, refetchOnMount: 'always' },
  );
  const request = query.data?.promiserequests.data[0] ?? null;
  const viewer = usePromiseViewer();
  const change = usePromiseRequestStatusChange(id);

  if (isNotFound(query.error) || (query.isSuccess && !request))
    return <Redirect to="/error-404" replace />;
  return (
    <PromiseRequestDetailsView
      request={request}
      loading={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      onStatusChange={viewer?.canChangeRequest ? change : undefined}
    />
  );
}
