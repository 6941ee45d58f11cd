import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Lazy pages load their chunk on first render; on a busy two-core CI machine (client tests run
// beside the server suites) that can take several seconds, so findBy/waitFor wait up to fifteen.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks a few browser APIs that Chakra (Ark UI) and our layout rely on.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
Element.prototype.scrollTo ??= () => undefined;

afterEach(() => cleanup());
