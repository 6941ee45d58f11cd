// The changes made on a sales record's page and what follows them: the records the change may
// move are fetched again (an order's change shows in its request and the other way round), then a
// status change says so in a toast and «Verificar con Flow» answers in its own words. A refusal is
// left to the caller: the status dialog shows it in Spanish.
import { useQueryClient } from '@tanstack/react-query';
import type { FlowVerificationFieldsFragment } from '../../../graphql/generated/client/graphql';
import { flowVerificationResult } from '../gateway-check/flow-verification-result';
import type { GatewayCheckResult } from '../gateway-check/gateway-check';
import { toaster } from '../toaster';
import { invalidateForRecord } from '../../lib/record-invalidation';

/** The record types a change may move (src/lib/record-invalidation's vocabulary). */
export type RecordTypes = readonly string[];

export interface StatusChangeOptions<S extends string, R> {
  save(status: S): Promise<R>;
  refresh: RecordTypes;
  /** The toast's words once saved. */
  saved(result: R, status: S): { title: string; description?: string };
}

export function useStatusChange<S extends string, R>(options: StatusChangeOptions<S, R>) {
  const client = useQueryClient();
  return async (status: S) => {
    const result = await options.save(status);
    await invalidateForRecord(client, options.refresh);
    toaster.create({ type: 'success', ...options.saved(result, status) });
  };
}

export function useFlowCheck(
  verify: () => Promise<FlowVerificationFieldsFragment>,
  refresh: RecordTypes,
): () => Promise<GatewayCheckResult> {
  const client = useQueryClient();
  return async () => {
    const answer = await verify();
    await invalidateForRecord(client, refresh);
    return flowVerificationResult(answer);
  };
}
