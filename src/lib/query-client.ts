// TanStack Query over the typed executor (ARCHITECTURE §6). Keys derive from the operation name
// plus its variables; refreshing after a change goes by root field (record-invalidation.ts).
import { QueryClient } from '@tanstack/react-query';
import { getOperationAST, type DocumentNode } from 'graphql';
import { GraphQLRequestError, HttpResponseError } from './network/errors';

export type OperationKey = readonly [operationName: string, variables: Record<string, unknown>];

/**
 * ['Projects', { page: 2 }]. Undefined variables are dropped so `{ page: 1, q: undefined }` and
 * `{ page: 1 }` share a cache entry (TanStack hashes keys structurally).
 */
export function queryKeyFor(document: DocumentNode, variables?: object): OperationKey {
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(variables ?? {})) {
    if (value !== undefined) clean[key] = value;
  }
  // The operation's name ('Projects' for `query Projects`); a document without one uses its kind.
  const operation = getOperationAST(document);
  return [operation?.name?.value ?? operation?.operation ?? 'anonymous', clean];
}

/** Options for the queries the spec says are "always fetched fresh" (projects, projectsmedia). */
export const freshQueryOptions = {
  staleTime: 0,
  gcTime: 0,
  refetchOnMount: 'always',
} as const;

// Retrying a refused or invalid request repeats the same answer; only transient failures retry.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof GraphQLRequestError) return false;
  if (error instanceof HttpResponseError && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The SPA's query client (one cache for the whole app). */
export const queryClient: QueryClient = createQueryClient();
