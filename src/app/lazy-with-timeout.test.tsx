import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, ChunkLoadError, claimAutoReload, clearAutoReload } from './chunk-reload';
import {
  CHUNK_TIMEOUT_MS,
  lazyWithTimeout,
  useLazyReady,
  withChunkTimeout,
} from './lazy-with-timeout';

describe('withChunkTimeout', () => {
  afterEach(() => vi.useRealTimers());

  it('uses the spec timeout of 120 s', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('rejects with a timeout ChunkLoadError when the chunk never arrives', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(new Promise(() => undefined), CHUNK_TIMEOUT_MS);
    const settled = pending.catch((error: unknown) => error);
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS - 1);
    vi.advanceTimersByTime(1);
    const error = await settled;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).reason).toBe('timeout');
  });

  it('wraps a failed import', async () => {
    const error = await withChunkTimeout(
      Promise.reject(new TypeError('Failed to fetch')),
      1000,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).reason).toBe('failed');
  });

  it('resolves with the module in time', async () => {
    await expect(withChunkTimeout(Promise.resolve(42), 1000)).resolves.toBe(42);
  });
});

describe('lazyWithTimeout', () => {
  beforeEach(() => sessionStorage.clear());

  it('renders the lazy page and clears the reload mark', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
    const Page = lazyWithTimeout(async () => ({ default: () => <p>Página cargada</p> }));
    render(
      <Suspense fallback={<p>Cargando</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('Página cargada')).toBeTruthy();
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });
});

describe('preloaded lazy components', () => {
  beforeEach(() => sessionStorage.clear());

  it('renders a preloaded component at once, without its fallback', async () => {
    const importer = vi.fn(async () => ({ default: () => <p>Página cargada</p> }));
    const Page = lazyWithTimeout(importer);
    expect(Page.isLoaded()).toBe(false);
    await Page.preload();
    await Page.preload();
    expect(Page.isLoaded()).toBe(true);
    render(
      <Suspense fallback={<p>Cargando</p>}>
        <Page />
      </Suspense>,
    );
    // Synchronously after render: no fallback frame.
    expect(screen.getByText('Página cargada')).toBeTruthy();
    expect(screen.queryByText('Cargando')).toBeNull();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('useLazyReady turns true once the import settles, loaded or failed', async () => {
    const Page = lazyWithTimeout(async () => ({ default: () => <p>Parte cargada</p> }));
    const Failing = lazyWithTimeout<object>(() => Promise.reject(new TypeError('Failed to fetch')));
    function Host() {
      const ready = useLazyReady(Page);
      const failed = useLazyReady(Failing);
      return (
        <p>
          {ready ? 'lista' : 'esperando'} {failed ? 'fallida' : 'pendiente'}
        </p>
      );
    }
    render(<Host />);
    expect(await screen.findByText('lista fallida')).toBeTruthy();
    expect(Page.isLoaded()).toBe(true);
    expect(Failing.isLoaded()).toBe(false);
  });
});

describe('automatic reload guard', () => {
  beforeEach(() => sessionStorage.clear());

  it('allows one automatic reload per tab until a chunk loads again', () => {
    expect(claimAutoReload()).toBe(true);
    expect(claimAutoReload()).toBe(false);
    clearAutoReload();
    expect(claimAutoReload()).toBe(true);
  });
});
