// Which page buttons to show: always the first and the last, the current one with a neighbour on
// each side, and a gap where pages are left out. A gap never hides a single page (showing "4" costs
// the same room as "…"), so the number of buttons stays steady while paging.
export type PageItem = number | 'gap';

export function pageItems(current: number, last: number, siblings = 1): PageItem[] {
  if (last <= 1) return [1];
  const page = Math.min(Math.max(current, 1), last);
  // first + last + current + siblings + two gaps
  const slots = 5 + 2 * siblings;
  if (last <= slots) return Array.from({ length: last }, (_, i) => i + 1);

  let start = Math.max(page - siblings, 2);
  let end = Math.min(page + siblings, last - 1);
  const span = 2 * siblings + 2;
  if (start <= 3) {
    start = 2;
    end = Math.max(end, 1 + span);
  }
  if (end >= last - 2) {
    end = last - 1;
    start = Math.min(start, last - span);
  }
  const middle = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  return [
    1,
    ...(start > 2 ? (['gap'] as const) : []),
    ...middle,
    ...(end < last - 1 ? (['gap'] as const) : []),
    last,
  ];
}
