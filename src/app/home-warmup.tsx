// /home used to load as a chain: the profile (me), then the shell's chunk, the page's chunk, the
// dashboard's chunk (ECharts) and only then the eight chart requests. Once the session holds a
// token on /home, this starts the chart requests and those chunks together, so they overlap with
// me and with each other. The charts find their answers under their own query keys; the lazy
// components find their modules already loaded. Nothing here decides access: the server scopes
// every answer to the token, and the router still waits for the profile before it renders.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useSession } from '../lib/auth';
import { preloadConnectedShell } from './guards';
import { preloadPage } from './router';
import { createBrowserAuthStorage } from '../lib/auth-storage';
import { queryClient } from '../lib/query-client';
import type { UrlParams } from '../lib/react/use-url-state';
import type { RoleName } from '../shared/access';

// The policy check lives in the prefetch's own chunk: the login route must not grow for this.
function warmHome(role: RoleName, url: UrlParams) {
  // A failed chunk here is not this code's business: the lazy component fails the same way and
  // the router shows its recovery screen.
  const quietly = (promise: Promise<unknown>) => void promise.catch(() => undefined);
  quietly(
    import('../features/dashboard/dashboard-prefetch').then((prefetch) => {
      if (!prefetch.mayPrefetchDashboard(role)) return undefined;
      const answers = prefetch.prefetchDashboard(queryClient, { url, role });
      // Only once the requests are out: evaluating ECharts holds the main thread for a while.
      // Through the lazy components themselves, so that each renders at once when its turn
      // comes instead of suspending once more behind a fallback; the dashboard's chunk is asked
      // for at once too, not only after the page's chunk has arrived.
      quietly(preloadConnectedShell());
      quietly(preloadPage('/home'));
      quietly(import('../features/dashboard/dashboard'));
      quietly(import('./pages/home-page').then((page) => page.preloadDashboard()));
      return answers;
    }),
  );
}

/** Renders nothing; warms /home for a signed-in session (see the file's comment). */
export function HomeWarmup() {
  const [path] = useLocation();
  const { status, subject } = useSession();
  useEffect(() => {
    if (status !== 'loggedIn' || path !== '/home') return;
    // The profile's role, or until it arrives the one stored at the last sign-in.
    const role = subject ? subject.role : (createBrowserAuthStorage().readAccess()?.role ?? null);
    if (role === null) return;
    // Read once on arrival, not followed: later filter changes are the charts' own requests.
    const url = Object.fromEntries(new URLSearchParams(window.location.search));
    warmHome(role, url);
  }, [status, path, subject]);
  return null;
}
