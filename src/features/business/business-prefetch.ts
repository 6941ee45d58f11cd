// /business's requests, started by the router as the route is entered, in parallel with the
// page's chunk: otherwise they left only once the chunk had loaded and the page's first render
// had committed, and the board's 140 cards were drawn twice (a skeleton, then the cards). They go
// into the same query keys, with the same options, as the page's own queries, so the page finds
// its answers waiting (or in flight) and asks nothing twice. Light on purpose: no React.
import type { QueryClient } from '@tanstack/react-query';
import {
  PipelinesDocument,
  ProjectsRelatedToMeDocument,
  ProspectsPerTypeDocument,
} from '../../../graphql/generated/client/graphql';
import { prefetchOperation as prefetch } from '../../lib/prefetch-operation';
import type { UrlParams } from '../../lib/react/use-url-state';
import { boardVariables, readBusinessUrl } from './board/business-filter-state';

/** The lookups' freshness on the page (business-page.tsx, use-board-data.ts). */
export const BUSINESS_LOOKUP_STALE_MS = 5 * 60_000;

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
