// «Verificar con Flow» on a promise order: the signed status call on the server, then the promise
// lists and details pages fetch again (the request may have become «Pagada»).
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { VerifyPromiseOrderPaymentDocument } from '../../../graphql/generated/client/graphql';
import { flowVerificationResult } from '../../components/gateway-check/flow-verification-result';
import type { GatewayCheckResult } from '../../components/gateway-check/gateway-check';
import { useTypedMutation } from '../../lib/react/use-typed-query';
import { invalidateForRecord } from '../../lib/record-invalidation';

export function usePromiseOrderFlowCheck(orderId: string): () => Promise<GatewayCheckResult> {
  const queryClient = useQueryClient();
  const { mutateAsync } = useTypedMutation(VerifyPromiseOrderPaymentDocument);
  return useCallback(async () => {
    const { verifyPromiseOrderPayment: answer } = await mutateAsync({ id: orderId });
    await Promise.all([
      invalidateForRecord(queryClient, 'promise_request'),
      invalidateForRecord(queryClient, 'promise_order'),
    ]);
    return flowVerificationResult(answer);
  }, [mutateAsync, orderId, queryClient]);
}
