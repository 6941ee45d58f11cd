import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
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

/**
 * React.lazy with the spec's chunk timeout. Failures surface as ChunkLoadError, which the
 * router's boundary turns into the "new version" recovery screen.
 */
export function lazyWithTimeout<P extends object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
  timeoutMs: number = CHUNK_TIMEOUT_MS,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    withChunkTimeout(importer(), timeoutMs).then((module) => {
      clearAutoReload();
      return module;
    }),
  );
}
