// «Probar credenciales»: the server checks the project's stored Flow keys with a harmless signed
// call and answers in Spanish whether they work.
import { useCallback } from 'react';
import { TestProjectPaymentKeysDocument } from '../../../../graphql/generated/client/graphql';
import type { GatewayCheckResult } from '../../../components/gateway-check/gateway-check';
import { useTypedMutation } from '../../../lib/react/use-typed-query';

export function usePaymentKeysCheck(projectId: string): () => Promise<GatewayCheckResult> {
  const { mutateAsync } = useTypedMutation(TestProjectPaymentKeysDocument);
  return useCallback(async () => {
    const { testProjectPaymentKeys: answer } = await mutateAsync({ project_id: projectId });
    return { tone: answer.ok ? 'success' : 'error', title: answer.message };
  }, [mutateAsync, projectId]);
}
