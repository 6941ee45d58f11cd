import { afterEach, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { toaster } from '../../src/components/toaster';

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
// jsdom cannot draw on a canvas (it only logs "not implemented"): chart cards show their tables,
// as a browser without canvas would.
HTMLCanvasElement.prototype.getContext = () => null;

afterEach(() => cleanup());

// The client project runs without isolation (vite.config.ts): one jsdom serves every file of a
// worker, and this setup file runs again before each file. Each file starts from what a fresh
// page would have: no stored preferences or tokens and the root URL.
localStorage.clear();
sessionStorage.clear();
window.history.replaceState(null, '', '/');
// A closing dialog or menu of the previous file may restore <body>'s style (pointer-events)
// after that file ended: each test starts without what one left on <html> and <body>.
beforeEach(() => {
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  document.body.innerHTML = '';
  // The toaster is one store for the worker and shows three toasts at a time: toasts an earlier
  // test left open (a loading toast, a timer faked and dropped) would hold back this test's.
  toaster.remove();
});
