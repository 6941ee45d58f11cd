// A recovery call as form state: idle → submitting → done, or back to idle with a Spanish error.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { RequestStatus } from './forgot-password';
import { recoveryErrorMessage } from './password-reset.api';

export function useRecoveryRequest<TInput>(send: (input: TInput) => Promise<void>) {
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: send,
    onMutate: () => setError(null),
    onError: async (failure) => setError(await recoveryErrorMessage(failure)),
  });
  const status: RequestStatus = mutation.isPending
    ? 'submitting'
    : mutation.isSuccess
      ? 'done'
      : 'idle';
  return { status, error, submit: (input: TInput) => mutation.mutate(input) };
}
