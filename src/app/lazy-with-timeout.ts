import { createElement, lazy, useEffect, useState } from 'react';
import type { ComponentType, LazyExoticComponent, ReactElement } from 'react';
import { ChunkLoadError, clearAutoReload } from './chunk-reload';

/** Spec §9: chunk load timeout 120 seconds. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** Rejects with a ChunkLoadError when `promise` fails or takes longer than `timeoutMs`. */
export function withChunkTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new ChunkLoadError(`El módulo tardó más de ${timeoutMs / 1000} s en cargar.`, 'timeout'),
        ),
      timeoutMs,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('No se pudo cargar el módulo.', 'failed', { cause }));
      },
    );
  });
}

/** A lazy page or part that can be asked to load before it renders. */
export interface PreloadableLazy<P extends object> {
  (props: P): ReactElement;
  /** Starts (or joins) the import; once it resolves, the component renders without suspending. */
  preload: () => Promise<unknown>;
  /** Whether the import has resolved (the component then renders without suspending). */
  isLoaded: () => boolean;
}

/**
 * React.lazy with the spec's chunk timeout. Failures surface as ChunkLoadError, which the
 * router's boundary turns into the "new version" recovery screen. A component whose module is
 * already loaded (preload, or an earlier render) renders at once: React.lazy would still suspend
 * once and show its fallback, and /home stacked three of those (shell, page, dashboard) before
 * its charts could mount.
 */
export function lazyWithTimeout<P extends object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
  timeoutMs: number = CHUNK_TIMEOUT_MS,
): PreloadableLazy<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const load = () => {
    loading ??= withChunkTimeout(importer(), timeoutMs).then(
      (module) => {
        clearAutoReload();
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy: LazyExoticComponent<ComponentType<P>> = lazy(load);
  function Preloadable(props: P) {
    // Chosen once per mounted instance: switching from the lazy wrapper to the loaded component
    // on a later render would remount the whole subtree.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  Preloadable.preload = load;
  Preloadable.isLoaded = () => loaded !== null;
  return Preloadable;
}

/**
 * Whether a lazy part may render now: true once its import has settled (loaded, or failed, so
 * that the lazy component throws its ChunkLoadError to the boundary). Until then the caller shows
 * its placeholder itself; a lazy component that suspended on its first render would show again
 * only when React retries the boundary, which on a busy page came long after the chunk arrived.
 */
export function useLazyReady<P extends object>(component: PreloadableLazy<P>): boolean {
  const [ready, setReady] = useState(component.isLoaded);
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    const settle = () => {
      if (live) setReady(true);
    };
    component.preload().then(settle, settle);
    return () => {
      live = false;
    };
  }, [component, ready]);
  return ready;
}
