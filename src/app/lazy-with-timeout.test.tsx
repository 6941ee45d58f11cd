import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, ChunkLoadError, claimAutoReload, clearAutoReload } from './chunk-reload';
import { CHUNK_TIMEOUT_MS, lazyWithTimeout, withChunkTimeout } from './lazy-with-timeout';

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

describe('automatic reload guard', () => {
  beforeEach(() => sessionStorage.clear());

  it('allows one automatic reload per tab until a chunk loads again', () => {
    expect(claimAutoReload()).toBe(true);
    expect(claimAutoReload()).toBe(false);
    clearAutoReload();
    expect(claimAutoReload()).toBe(true);
  });
});
