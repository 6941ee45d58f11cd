// Route /promises-requests/{id}/details: the request read fresh each visit, its status changed
// through editPromiseRequest by the roles the policy allows; 403 for another agency's record,
// 404 for a missing one.
import { Redirect, useParams } from 'wouter';
import { PromiseRequestDocument } from '../../../../graphql/generated/client/graphql';
import { useCan } from '../../../lib/auth';
import { deniedPath } from '../../../lib/network/denied-path';
import { errorMessage } from '../../../lib/network/errors';
import { useTypedQuery } from '../../../lib/react/use-typed-query';
import { usePromiseRequestStatusChange } from '../use-promise-status-change';
import { PromiseRequestDetailsView } from './request-details-view';

export function PromiseRequestDetailsPage() {
  const { id = '' } = useParams<{ id: string }>();
  const query = useTypedQuery(
    PromiseRequestDocument,
    { id },
    { staleTime: 0, refetchOnMount: 'always' },
  );
  const request = query.data?.promiserequests.data[0] ?? null;
  const canChange = useCan('editPromiseRequest');
  const change = usePromiseRequestStatusChange(id);
  const denied = deniedPath(query.error, query.isSuccess && !request);
  if (denied) return <Redirect to={denied} replace />;
  return (
    <PromiseRequestDetailsView
      request={request}
      loading={query.isPending}
      error={query.error ? errorMessage(query.error) : null}
      onRetry={() => void query.refetch()}
      onChangeStatus={canChange ? change : undefined}
    />
  );
}
