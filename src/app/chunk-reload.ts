/**
 * After a deploy the old chunk names 404. Reloading once fetches the new index.html and its
 * chunks; a sessionStorage mark stops a reload loop when the failure has another cause.
 */
export const CHUNK_RELOAD_KEY = 'backoffice.chunk-reload';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    message: string,
    readonly reason: 'timeout' | 'failed',
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: never auto-reload, the screen's button still works
  }
}

/** True (and marks the tab) the first time; false once this tab already reloaded for a chunk. */
export function claimAutoReload(): boolean {
  const store = storage();
  if (!store || store.getItem(CHUNK_RELOAD_KEY)) return false;
  store.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  return true;
}

/** A chunk loaded: a later failure deserves its own automatic reload. */
export function clearAutoReload(): void {
  storage()?.removeItem(CHUNK_RELOAD_KEY);
}

export function reloadPage(): void {
  window.location.reload();
}
