import { useLayoutEffect, useRef, useState } from 'react';

/**
 * How many entries fit on one line: all of them when they fit, else as many as fit beside the
 * «Más» button that takes the rest.
 */
export function fitCount(
  widths: readonly number[],
  available: number,
  moreWidth: number,
  gap: number,
): number {
  const total = widths.reduce((sum, width, index) => sum + width + (index ? gap : 0), 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    used += width + gap;
    if (used > available) break;
    count += 1;
  }
  return count;
}

/**
 * Measures a hidden copy of the menu's items (the last child is the «Más» button) against the
 * visible list's width, again whenever either is resized (window, skin, content width, fonts).
 * Without layout (tests) every entry shows.
 */
export function useOverflowCount(total: number) {
  const listRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [count, setCount] = useState(total);
  useLayoutEffect(() => {
    const list = listRef.current;
    const measure = measureRef.current;
    if (!list || !measure) return;
    const update = () => {
      const style = getComputedStyle(list);
      const available =
        list.clientWidth -
        (parseFloat(style.paddingLeft) || 0) -
        (parseFloat(style.paddingRight) || 0);
      if (available <= 0) return;
      const items = [...measure.children].map((child) => child.getBoundingClientRect().width);
      const more = items.pop() ?? 0;
      setCount(fitCount(items, available, more, parseFloat(style.columnGap) || 0));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(list);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [total]);
  return { listRef, measureRef, count: Math.min(count, total) };
}
