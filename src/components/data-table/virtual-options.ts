import { elementScroll, type Virtualizer } from '@tanstack/react-virtual';

// Options of the virtualized table that keep TanStack Virtual from reading or writing the layout
// while the table mounts. By default it reads the scroll element's size (clientHeight) and scrolls
// it to 0 as it mounts: each of those makes the browser compute the style and layout of the whole
// page in the middle of a render that is still changing it (traced on /properties), work
// the browser does again before the next paint. Here the first rows are chosen from the size the
// table is given (its max height); the real size comes from the ResizeObserver, whose first report
// arrives after the browser's own layout of that frame; and the scroll to 0 of a new scroll
// element, which is at 0 already, is skipped.

type Rect = { width: number; height: number };

/** The view's size before the first report: `maxH` ('70vh', '480px', '30rem') of this window. */
export function initialScrollRect(
  maxH: string,
  view: Pick<Window, 'innerHeight' | 'innerWidth'> = window,
): Rect {
  const match = /^(\d+(?:\.\d+)?)(vh|px|rem)$/.exec(maxH.trim());
  const scale: Record<string, number> = { vh: view.innerHeight / 100, px: 1, rem: 16 };
  const unit = scale[match?.[2] ?? ''];
  const height = unit === undefined ? view.innerHeight : Number(match?.[1]) * unit;
  return { width: view.innerWidth, height: Math.round(height) };
}

/** observeElementRect that reads the size only when the ResizeObserver reports it. */
export function observeRectAfterLayout<T extends Element>(
  instance: Virtualizer<T, Element>,
  report: (rect: Rect) => void,
): (() => void) | undefined {
  const element = instance.scrollElement;
  const view = instance.targetWindow;
  if (!element || !view?.ResizeObserver) return undefined;
  const observer = new view.ResizeObserver(() => {
    // Inside the observer's callback the layout is up to date: this read costs nothing.
    report({ width: element.clientWidth, height: element.clientHeight });
  });
  observer.observe(element, { box: 'content-box' });
  return () => observer.disconnect();
}

const scrolled = new WeakSet<Element>();

/** elementScroll, except the first write to a scroll element when it is to 0 (where it is). */
export function scrollAfterMount<T extends Element>(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<T, Element>,
): void {
  const element = instance.scrollElement;
  if (element && !scrolled.has(element)) {
    scrolled.add(element);
    if (offset + (options.adjustments ?? 0) === 0) return;
  }
  elementScroll(offset, options, instance);
}
