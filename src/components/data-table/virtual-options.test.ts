import type { Virtualizer } from '@tanstack/react-virtual';
import { describe, expect, it, vi } from 'vitest';
import { initialScrollRect, observeRectAfterLayout, scrollAfterMount } from './virtual-options';

type Instance = Virtualizer<Element, Element>;
const view = { innerHeight: 900, innerWidth: 1440 };

describe('initialScrollRect', () => {
  it.each([
    ['70vh', 630],
    ['480px', 480],
    ['30rem', 480],
    ['auto', 900],
  ])('takes %s as %i px tall', (maxH, height) => {
    expect(initialScrollRect(maxH, view)).toEqual({ width: 1440, height });
  });
});

/** A ResizeObserver the test reports through, and an element whose size reads are counted. */
function fakeInstance() {
  const reads = { count: 0 };
  const element = {
    get clientHeight() {
      reads.count++;
      return 612;
    },
    get clientWidth() {
      reads.count++;
      return 1200;
    },
    scrollTo: vi.fn(),
  };
  let notify = () => undefined as void;
  const disconnect = vi.fn();
  class FakeObserver {
    constructor(callback: () => void) {
      notify = callback;
    }
    observe = vi.fn();
    disconnect = disconnect;
  }
  const instance = {
    scrollElement: element,
    targetWindow: { ResizeObserver: FakeObserver },
    options: { horizontal: false, isRtl: false },
  } as unknown as Instance;
  return { instance, element, reads, notify: () => notify(), disconnect };
}

describe('observeRectAfterLayout', () => {
  it('reads no size as it starts, then reports each size the observer sees', () => {
    const { instance, reads, notify, disconnect } = fakeInstance();
    const report = vi.fn();
    const stop = observeRectAfterLayout(instance, report);
    expect(reads.count).toBe(0);
    expect(report).not.toHaveBeenCalled();
    notify();
    expect(report).toHaveBeenCalledWith({ width: 1200, height: 612 });
    stop?.();
    expect(disconnect).toHaveBeenCalled();
  });

  it('does nothing without a scroll element', () => {
    const instance = { scrollElement: null, targetWindow: null } as unknown as Instance;
    expect(observeRectAfterLayout(instance, vi.fn())).toBeUndefined();
  });
});

describe('scrollAfterMount', () => {
  it('skips the first write to 0 of a new element and performs every later one', () => {
    const { instance, element } = fakeInstance();
    scrollAfterMount(0, {}, instance);
    expect(element.scrollTo).not.toHaveBeenCalled();
    scrollAfterMount(0, {}, instance);
    scrollAfterMount(440, { behavior: 'auto' }, instance);
    expect(element.scrollTo.mock.calls).toEqual([[{ top: 0 }], [{ top: 440, behavior: 'auto' }]]);
  });

  it('performs a first write that is not to 0', () => {
    const { instance, element } = fakeInstance();
    scrollAfterMount(880, {}, instance);
    expect(element.scrollTo).toHaveBeenCalledWith({ top: 880 });
  });
});
