// How the router draws a page: its requests started as the route is entered (warmers), the page
// itself once its chunk is in.
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { LoadingOverlay } from '../components/loading-overlay';
import { useLazyReady, type PreloadableLazy } from './lazy-with-timeout';

type Warmer = (client: QueryClient, params: Record<string, string>) => Promise<unknown>;

/**
 * Requests a page may start as soon as the route is entered (the guard has let it render), from a
 * light chunk of their own, while the page's chunk loads: its data no longer waits for the chunk
 * and the page's first render. The server scopes every answer to the token.
 */
const warmers: Record<string, Warmer> = {
  '/business': (client, params) =>
    import('../features/business/business-prefetch').then((m) =>
      m.prefetchBusiness(client, params),
    ),
};

/**
 * A page drawn once its chunk is in: until then the overlay, without suspending. React 19 reveals
 * a boundary's content no sooner than 300 ms after its fallback appeared, so a page whose chunk
 * arrived in 40 ms (the browser's cache) still waited 300 ms before it mounted and sent its
 * requests. The router's Suspense stays for anything inside a page that suspends.
 */
export function ReadyPage({
  page: Page,
  pattern,
}: {
  page: PreloadableLazy<object>;
  pattern: string;
}) {
  const client = useQueryClient();
  const search = useSearch();
  useEffect(() => {
    // As the route is entered; on a later URL change the page asks the same (deduplicated) keys.
    // A failure here is the page's to show when it asks again.
    void warmers[pattern]?.(client, Object.fromEntries(new URLSearchParams(search))).catch(
      () => undefined,
    );
  }, [client, pattern, search]);
  const ready = useLazyReady(Page);
  return ready ? <Page /> : <LoadingOverlay visible />;
}
