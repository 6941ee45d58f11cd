// How the router draws a page: its chunk and its requests started as soon as the guard lets it
// render (usePrepareRoute), the page itself once its chunk is in (ReadyPage).
import { useCallback, useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { LoadingOverlay } from '../components/loading-overlay';
import { useSession } from '../lib/auth';
import { matchRoute } from '../shared/access';
import type { Warmer } from '../lib/routes';
import { useLazyReady, type PreloadableLazy } from './lazy-with-timeout';
import { appRoutes } from './routes';

/**
 * Requests a page may start as soon as the guard lets it render, from a light chunk of their own
 * (the route's `warmer`), while the shell and the page's chunk load: its data no longer waits for
 * them and the page's first render. The server scopes every answer to the token.
 */
const warmerChunks: Record<string, () => Promise<Warmer>> = Object.fromEntries(
  appRoutes.flatMap((route) => (route.warmer ? [[route.pattern, route.warmer]] : [])),
);

/** Warmers whose chunk is in: a link's press calls them at once (an import waits for a task). */
const loadedWarmers = new Map<string, Warmer>();

function loadWarmer(pattern: string): Promise<Warmer> | undefined {
  const load = Object.hasOwn(warmerChunks, pattern) ? warmerChunks[pattern] : undefined;
  return load?.().then((warmer) => {
    loadedWarmers.set(pattern, warmer);
    return warmer;
  });
}

const warmers: Record<string, Warmer> = Object.fromEntries(
  Object.keys(warmerChunks).map((pattern) => [
    pattern,
    (client: QueryClient, params: Record<string, string>) =>
      (loadWarmer(pattern) ?? Promise.resolve(undefined)).then((warmer) =>
        warmer?.(client, params),
      ),
  ]),
);

/**
 * What the guard calls as a page may render: its chunk (`preload`) and its warmer's requests, with
 * the route's path and query parameters.
 */
export function usePrepareRoute(
  preload: (pattern: string) => Promise<unknown>,
): (pattern: string) => void {
  const client = useQueryClient();
  // The query string is read when the guard calls, not followed with useSearch: the router (and
  // with it the shell and the page) rendered again on every change of a page's filters, and
  // /properties changes its URL right after it mounts (?project= of the first project).
  return useCallback(
    (pattern: string) => {
      // A failure here is the page's to show when it asks again.
      const quietly = (promise: Promise<unknown> | undefined) => void promise?.catch(() => null);
      quietly(preload(pattern));
      const search = Object.fromEntries(new URLSearchParams(window.location.search));
      const params = matchRoute(window.location.pathname)?.params ?? {};
      quietly(warmers[pattern]?.(client, { ...search, ...params }));
    },
    [client, preload],
  );
}

/**
 * Starts a page's chunk, and its warmer's requests if it has one, as a person presses or clicks a
 * link to it, before the router leaves the current page: leaving /home (eight charts) and drawing
 * the next page's frame take a while before the guard's go-ahead, and neither the chunk nor the
 * requests need wait. Only links on this origin to a page the access table knows; the server
 * scopes every answer to the token. A warmer gets the link's path and query parameters.
 */
export function usePrepareLinks(
  preload: (pattern: string) => Promise<unknown>,
  signedIn: boolean,
): void {
  const client = useQueryClient();
  useEffect(() => {
    // The login route loads none of this (its JavaScript is measured: bench/login-bundle.ts).
    if (!signedIn) return;
    const quietly = (promise: Promise<unknown> | undefined) => void promise?.catch(() => null);
    // The warmers' chunks load once the shell is up, so that a press can call them at once.
    for (const pattern of Object.keys(warmerChunks)) quietly(loadWarmer(pattern));
    const onIntent = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      const match = matchRoute(link.pathname);
      if (!match) return;
      quietly(preload(match.rule.pattern));
      const warmer = loadedWarmers.get(match.rule.pattern);
      const search = Object.fromEntries(new URLSearchParams(link.search));
      if (warmer) quietly(warmer(client, { ...search, ...match.params }));
    };
    document.addEventListener('pointerdown', onIntent, true);
    document.addEventListener('click', onIntent, true);
    return () => {
      document.removeEventListener('pointerdown', onIntent, true);
      document.removeEventListener('click', onIntent, true);
    };
  }, [client, preload, signedIn]);
}

/** The router's preparation: the guard's go-ahead (returned) and, once signed in, link presses. */
export function usePreparePages(preload: (pattern: string) => Promise<unknown>) {
  usePrepareLinks(preload, useSession().status === 'loggedIn');
  return usePrepareRoute(preload);
}

/**
 * A page drawn once its chunk is in: until then the overlay, without suspending. React 19 reveals
 * a boundary's content only after a minimum delay from its fallback, so a page whose chunk came
 * from the browser's cache still waited that long before it mounted and sent its requests
 * (docs/decisions/0023). The router's Suspense stays for anything inside a page that suspends.
 */
export function ReadyPage({ page: Page }: { page: PreloadableLazy<object> }) {
  const ready = useLazyReady(Page);
  return ready ? <Page /> : <LoadingOverlay visible />;
}
