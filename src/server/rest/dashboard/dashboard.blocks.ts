import { dayNumber, isoOfDay } from './dashboard.dates';

// The totals over a range (the by-project charts, the funnel) read dashboard_block_counts
// (migration 0019): the records of aligned blocks of 2^grain Chile days, grain 0 (a day) to
// BLOCK_MAX_GRAIN (1,024 days), each starting on a multiple of its length counted from
// 1970-01-01. Any range is the union of at most two blocks a grain, so a chart reads a handful
// of rows a project (30 days: at most 8; five years: at most 20) instead of one a day.

/** The largest block: 1,024 days (a range is at most 1,831 days). Migration 0019 keeps 0..10. */
export const BLOCK_MAX_GRAIN = 10;

/** One aligned block: 2^grain days from `from` (a Chile day, 'YYYY-MM-DD'). */
export interface Block {
  grain: number;
  from: string;
}

/**
 * The fewest aligned blocks that cover [from, to] (both included) exactly: from the left, the
 * largest block that starts at the current day and ends within the range.
 */
export function blocksOf(from: string, to: string): Block[] {
  let day = dayNumber(from) ?? 0;
  const end = (dayNumber(to) ?? 0) + 1;
  const blocks: Block[] = [];
  while (day < end) {
    let grain = 0;
    while (
      grain < BLOCK_MAX_GRAIN &&
      day % 2 ** (grain + 1) === 0 &&
      day + 2 ** (grain + 1) <= end
    ) {
      grain++;
    }
    blocks.push({ grain, from: isoOfDay(day) });
    day += 2 ** grain;
  }
  return blocks;
}
