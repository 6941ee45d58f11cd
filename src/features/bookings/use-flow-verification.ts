// «Verificar con Flow» on a booking order: the signed status call on the server, then both
// bookings lists and details pages fetch again (the request may have become «Pagada»).
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { VerifyBookingOrderPaymentDocument } from '../../../graphql/generated/client/graphql';
import { flowVerificationResult } from '../../components/gateway-check/flow-verification-result';
import type { GatewayCheckResult } from '../../components/gateway-check/gateway-check';
import { useTypedMutation } from '../../lib/react/use-typed-query';
import { invalidateForRecord } from '../../lib/record-invalidation';

export function useBookingOrderFlowCheck(orderId: string): () => Promise<GatewayCheckResult> {
  const queryClient = useQueryClient();
  const { mutateAsync } = useTypedMutation(VerifyBookingOrderPaymentDocument);
  return useCallback(async () => {
    const { verifyBookingOrderPayment: answer } = await mutateAsync({ id: orderId });
    await Promise.all([
      invalidateForRecord(queryClient, 'booking_request'),
      invalidateForRecord(queryClient, 'booking_order'),
      invalidateForRecord(queryClient, 'quotation'),
    ]);
    return flowVerificationResult(answer);
  }, [mutateAsync, orderId, queryClient]);
}
