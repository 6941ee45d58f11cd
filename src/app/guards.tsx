import { Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { LoadingOverlay } from '../components/loading-overlay';
import { useSession } from '../lib/auth';
import { FullLayout } from './layouts/full-layout';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import { lazyWithTimeout, useLazyReady } from './lazy-with-timeout';
import { decideRoute } from './route-decision';
import { documentTitle } from './shell-menu';
import { PendingSection } from './pages/pending-section';

// The signed-in chrome is its own chunk: the login route never downloads menus and drawers.
const ConnectedShell = lazyWithTimeout<{ children: ReactNode }>(() =>
  import('./layouts/connected-shell').then((m) => ({ default: m.ConnectedShell })),
);

/**
 * Applies the access policy to the current path (see decideRoute) and wraps the page in its
 * layout: public pages in the full layout, the rest in the signed-in shell.
 */
/** Loads the signed-in shell's chunk ahead of its render (the /home warm-up). */
export const preloadConnectedShell = (): Promise<unknown> => ConnectedShell.preload();

/**
 * The shell once its chunk is in, the overlay until then, without suspending: React 19 reveals a
 * suspended boundary's content no sooner than 300 ms after its fallback appeared, which a full
 * load of every signed-in page paid (see ReadyPage).
 */
function ReadyShell({ children }: { children: ReactNode }) {
  const ready = useLazyReady(ConnectedShell);
  return ready ? <ConnectedShell>{children}</ConnectedShell> : <LoadingOverlay visible />;
}

export interface RouteGuardProps {
  children: ReactNode;
  /**
   * Called with the page's pattern once the policy lets it render: before the signed-in shell has
   * loaded and drawn (half a second on a full load), so the page's chunk and requests need not
   * wait for it.
   */
  onRender?(pattern: string): void;
}

export function RouteGuard({ children, onRender }: RouteGuardProps) {
  const [path] = useLocation();
  const { status, subject } = useSession();
  const decision = decideRoute(path, status, subject);
  const rendered = decision.kind === 'render' ? decision.rule.pattern : null;
  useEffect(() => {
    if (rendered) onRender?.(rendered);
  }, [rendered, onRender]);
  const title =
    decision.kind === 'render' || decision.kind === 'pending'
      ? documentTitle(decision.rule.crumbs)
      : null;

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  if (decision.kind === 'loading') {
    const label = status === 'restoring' ? 'Restaurando tu sesión…' : 'Cargando…';
    return <LoadingOverlay visible label={label} />;
  }
  if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />;
  if (decision.kind === 'render' && decision.layout === 'full') {
    return <FullLayout>{children}</FullLayout>;
  }
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<LoadingOverlay visible />}>
        <ReadyShell>
          {decision.kind === 'pending' ? <PendingSection title={decision.rule.title} /> : children}
        </ReadyShell>
      </Suspense>
    </ChunkErrorBoundary>
  );
}
