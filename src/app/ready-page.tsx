// How the router draws a page: its chunk and its requests started as soon as the guard lets it
// render (usePrepareRoute), the page itself once its chunk is in (ReadyPage).
import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { LoadingOverlay } from '../components/loading-overlay';
import { useLazyReady, type PreloadableLazy } from './lazy-with-timeout';

type Warmer = (client: QueryClient, params: Record<string, string>) => Promise<unknown>;

/**
 * Requests a page may start as soon as the guard lets it render, from a light chunk of their own,
 * while the shell and the page's chunk load: its data no longer waits for them and the page's
 * first render. The server scopes every answer to the token.
 */
const warmers: Record<string, Warmer> = {
  '/business': (client, params) =>
    import('../features/business/business-prefetch').then((m) =>
      m.prefetchBusiness(client, params),
    ),
};

/** What the guard calls as a page may render: its chunk (`preload`) and its warmer's requests. */
export function usePrepareRoute(
  preload: (pattern: string) => Promise<unknown>,
): (pattern: string) => void {
  const client = useQueryClient();
  const search = useSearch();
  return useCallback(
    (pattern: string) => {
      // A failure here is the page's to show when it asks again.
      const quietly = (promise: Promise<unknown> | undefined) => void promise?.catch(() => null);
      quietly(preload(pattern));
      quietly(warmers[pattern]?.(client, Object.fromEntries(new URLSearchParams(search))));
    },
    [client, preload, search],
  );
}

/**
 * A page drawn once its chunk is in: until then the overlay, without suspending. React 19 reveals
 * a boundary's content no sooner than 300 ms after its fallback appeared, so a page whose chunk
 * arrived in 40 ms (the browser's cache) still waited 300 ms before it mounted and sent its
 * requests. The router's Suspense stays for anything inside a page that suspends.
 */
export function ReadyPage({ page: Page }: { page: PreloadableLazy<object> }) {
  const ready = useLazyReady(Page);
  return ready ? <Page /> : <LoadingOverlay visible />;
}
