// TanStack hooks over the typed executor: the key comes from the document and its variables, the
// result type from the .graphql file, and the meta records the root fields for realtime
// invalidation (see record-invalidation.ts).
import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { takeFresh } from '../fresh-start';
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
    // A request its route's warmer started for this page (fresh-start.ts) is taken over.
    queryFn: () => takeFresh(document, variables) ?? executeOperation(document, variables),
    meta,
    ...options,
  });
}

/**
 * Starts a query's request while the page is still rendering, when nothing is cached for it yet
 * (useQuery starts it only after the first commit, once every child has rendered and mounted).
 * Call it before useTypedQuery with the same document and variables.
 */
export function usePrefetchTypedQuery<TResult, TVariables extends object>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  enabled: boolean,
) {
  const client = useQueryClient();
  const queryKey = queryKeyFor(document, variables);
  // What TanStack's usePrefetchQuery does, with an `enabled`.
  if (enabled && !client.getQueryState(queryKey)) {
    const meta: QueryMeta = { rootFields: rootFieldsOf(document) };
    void client.prefetchQuery({
      queryKey,
      queryFn: () => executeOperation(document, variables),
      meta,
    });
  }
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
