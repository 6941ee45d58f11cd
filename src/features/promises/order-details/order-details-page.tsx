// Route /promises-orders/{id}/details: the order read fresh each visit, its status changed
// through editPromiseOrder by the roles the policy allows; 403 for another agency's record,
// 404 for a missing one.
import { Redirect, useParams } from 'wouter';
import {
  PromiseOrderDocument,
  VerifyPromiseOrderPaymentDocument,
} from '../../../../graphql/generated/client/graphql';
import { useFlowCheck } from '../../../components/sales-record/use-record-change';
import { useCan } from '../../../lib/auth';
import { deniedPath } from '../../../lib/network/denied-path';
import { errorMessage } from '../../../lib/network/errors';
import { useTypedMutation, useTypedQuery } from '../../../lib/react/use-typed-query';
import { PROMISE_RECORDS, usePromiseOrderStatusChange } from '../use-promise-status-change';
import { PromiseOrderDetailsView } from './order-details-view';

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
  const verify = useTypedMutation(VerifyPromiseOrderPaymentDocument).mutateAsync;
  // «Verificar con Flow»: the request may have become «Pagada».
  const verifyWithFlow = useFlowCheck(
    () => verify({ id }).then((answer) => answer.verifyPromiseOrderPayment),
    PROMISE_RECORDS,
  );
  const denied = deniedPath(query.error, query.isSuccess && !order);
  if (denied) return <Redirect to={denied} replace />;
  return (
    <PromiseOrderDetailsView
      order={order}
      loading={query.isPending}
      error={query.error ? errorMessage(query.error) : null}
      onRetry={() => void query.refetch()}
      onChangeStatus={canChange ? change : undefined}
      onVerifyWithFlow={canVerify ? verifyWithFlow : undefined}
    />
  );
}
