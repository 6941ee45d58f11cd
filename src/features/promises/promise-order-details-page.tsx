// Route /promises-orders/{id}/details: the order read fresh each visit, its status changed
// through editPromiseOrder by the roles the policy allows; 403 for another agency's record,
// 404 for a missing one.
import { Redirect, useParams } from 'wouter';
import { PromiseOrderDocument } from '../../../graphql/generated/client/graphql';
import { useCan } from '../../lib/auth';
import { deniedPath } from '../../lib/network/denied-path';
import { useTypedQuery } from '../../lib/react/use-typed-query';
import { PromiseOrderDetailsView } from './promise-order-details-view';
import { usePromiseOrderStatusChange } from './use-promise-status-change';
import { usePromiseOrderFlowCheck } from './use-flow-verification';

export function PromiseOrderDetailsPage() {
  const { id = '' } = useParams<{ id: string }>();
  const query = useTypedQuery(
    PromiseOrderDocument,
    { id },
    { staleTime: 0, refetchOnMount: 'always' },
  );
  const order = query.data?.promiseorders.data[0] ?? null;
  const canChange = useCan('editPromiseOrder');
  const change = usePromiseOrderStatusChange(id);
  const canVerify = useCan('verifyPromiseOrderPayment');
  const verifyWithFlow = usePromiseOrderFlowCheck(id);

  const denied = deniedPath(query.error, query.isSuccess && !order);
  if (denied) return <Redirect to={denied} replace />;
  return (
    <PromiseOrderDetailsView
      order={order}
      loading={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      onStatusChange={canChange ? change : undefined}
      onVerifyWithFlow={canVerify ? verifyWithFlow : undefined}
    />
  );
}
