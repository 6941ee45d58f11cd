// TanStack hooks over the typed executor: the key comes from the document and its variables, the
// result type from the .graphql file, and the meta records the root fields for realtime
// invalidation (see record-invalidation.ts).
import {
  useMutation,
  useQuery,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { executeOperation } from '../network/execute';
import { queryKeyFor, type OperationKey } from '../query-client';
import { rootFieldsOf, type QueryMeta } from '../record-invalidation';

export type TypedQueryOptions<TResult> = Omit<
  UseQueryOptions<TResult, Error, TResult, OperationKey>,
  'queryKey' | 'queryFn'
>;

export function useTypedQuery<TResult, TVariables extends object>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  options?: TypedQueryOptions<TResult>,
) {
  const meta: QueryMeta = { rootFields: rootFieldsOf(document) };
  return useQuery({
    queryKey: queryKeyFor(document, variables),
    queryFn: () => executeOperation(document, variables),
    meta,
    ...options,
  });
}

export type TypedMutationOptions<TResult, TVariables> = Omit<
  UseMutationOptions<TResult, Error, TVariables>,
  'mutationFn'
>;

export function useTypedMutation<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  options?: TypedMutationOptions<TResult, TVariables>,
) {
  return useMutation({
    mutationFn: (variables: TVariables) => executeOperation(document, variables),
    ...options,
  });
}
