// A page's request started before the page renders (the router's warmers, src/app/ready-page.tsx):
// it goes into the same query key, with the same freshness, as the page's own query, so the page
// finds its answer waiting (or in flight) and asks nothing twice. Light on purpose: no React.
import type { QueryClient } from '@tanstack/react-query';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { executeOperation } from './network/execute';
import { queryKeyFor } from './query-client';
import { rootFieldsOf, type QueryMeta } from './record-invalidation';

/** Starts (or keeps, when fresh or in flight) one operation under the page's key. */
export function prefetchOperation<TResult, TVariables extends object>(
  client: QueryClient,
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  staleTime?: number,
): Promise<void> {
  const meta: QueryMeta = { rootFields: rootFieldsOf(document) };
  const queryKey = queryKeyFor(document, variables);
  return client
    .prefetchQuery({
      queryKey,
      queryFn: () => executeOperation(document, variables),
      meta,
      ...(staleTime === undefined ? {} : { staleTime }),
    })
    .then(() => {
      // A failed early request must not greet the page with an error: left without an observer,
      // it is dropped, and the page asks again when it mounts.
      const cached = client.getQueryCache().find({ queryKey, exact: true });
      if (cached?.state.status === 'error' && cached.getObserversCount() === 0) {
        client.removeQueries({ queryKey, exact: true });
      }
    });
}
