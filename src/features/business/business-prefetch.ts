// /business's requests, started by the router as the route is entered, in parallel with the
// page's chunk: otherwise they left only once the chunk had loaded and the page's first render
// had committed, and the board's 140 cards were drawn twice (a skeleton, then the cards). They go
// into the same query keys, with the same options, as the page's own queries, so the page finds
// its answers waiting (or in flight) and asks nothing twice. Light on purpose: no React.
import type { QueryClient } from '@tanstack/react-query';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  PipelinesDocument,
  ProjectsRelatedToMeDocument,
  ProspectsPerTypeDocument,
} from '../../../graphql/generated/client/graphql';
import { executeOperation } from '../../lib/network/execute';
import { queryKeyFor } from '../../lib/query-client';
import type { UrlParams } from '../../lib/react/use-url-state';
import { rootFieldsOf, type QueryMeta } from '../../lib/record-invalidation';
import { boardVariables, readBusinessUrl } from './board/business-filter-state';

/** The lookups' freshness on the page (business-page.tsx, use-board-data.ts). */
export const BUSINESS_LOOKUP_STALE_MS = 5 * 60_000;

function prefetch<TResult, TVariables extends object>(
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

/** Starts (or keeps, when fresh or in flight) what /business will ask for the URL's `params`. */
export async function prefetchBusiness(client: QueryClient, params: UrlParams): Promise<void> {
  const { filters, view } = readBusinessUrl(params);
  const requests = [
    prefetch(client, ProjectsRelatedToMeDocument, {}, BUSINESS_LOOKUP_STALE_MS),
    ...(view === 'tablero'
      ? [
          prefetch(client, PipelinesDocument, {}, BUSINESS_LOOKUP_STALE_MS),
          prefetch(client, ProspectsPerTypeDocument, boardVariables(filters)),
        ]
      : []),
  ];
  await Promise.all(requests);
}
