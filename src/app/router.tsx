import { Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { LoadingOverlay } from '../components/loading-overlay';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import { RouteGuard } from './guards';
import { lazyWithTimeout } from './lazy-with-timeout';
import { ReadyPage, usePreparePages } from './ready-page';
import { registeredRoutes } from './registered-routes';
import { appRoutes } from './routes';

// Every page is its own chunk (ARCHITECTURE §6), declared by its feature; the login chunk stays
// small.
const pages: Record<string, ReturnType<typeof lazyWithTimeout>> = Object.fromEntries(
  appRoutes.map((route) => [
    route.pattern,
    lazyWithTimeout(() => route.page().then((page) => ({ default: page }))),
  ]),
);

/** Exported for the test that keeps this table and registered-routes.ts in step. */
export const PAGE_PATTERNS: readonly string[] = Object.keys(pages);

/** Loads a page's chunk ahead of its render (the /home warm-up, the guard's go-ahead). */
export const preloadPage = (pattern: string): Promise<unknown> =>
  pages[pattern]?.preload() ?? Promise.resolve();

export function AppRouter() {
  const [path] = useLocation();
  const prepare = usePreparePages(preloadPage);
  return (
    <RouteGuard onRender={prepare}>
      {/* Keyed by path: a failed page does not keep the error screen after navigating away. */}
      <ChunkErrorBoundary key={path}>
        <Suspense fallback={<LoadingOverlay visible />}>
          <Switch>
            {registeredRoutes.flatMap(({ pattern }) =>
              (pages[pattern] ? [pages[pattern]] : []).map((Page) => (
                <Route key={pattern} path={pattern}>
                  <ReadyPage page={Page} />
                </Route>
              )),
            )}
            <Route>
              <Redirect to="/error-404" replace />
            </Route>
          </Switch>
        </Suspense>
      </ChunkErrorBoundary>
    </RouteGuard>
  );
}
