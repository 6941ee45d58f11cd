import { describe, expect, it } from 'vitest';
import { BLOCK_MAX_GRAIN, blocksOf } from './dashboard.blocks';
import { addDays, dayNumber } from './dashboard.dates';

// The blocks a total reads must cover the range exactly (every day once, none outside), each
// aligned as migration 0019 keeps them, and stay few.

function daysCovered(from: string, to: string): number[] {
  return blocksOf(from, to).flatMap((block) => {
    const first = dayNumber(block.from) ?? NaN;
    return Array.from({ length: 2 ** block.grain }, (_, i) => first + i);
  });
}

describe('blocksOf', () => {
  it('covers a month boundary and the partial ends of a range exactly, aligned', () => {
    expect(blocksOf('2015-03-01', '2015-03-07')).toEqual([
      { grain: 0, from: '2015-03-01' },
      { grain: 2, from: '2015-03-02' },
      { grain: 1, from: '2015-03-06' },
    ]);
    // A block may cross a month's end: 2015-02-26 is day 16,492, a multiple of 4.
    expect(blocksOf('2015-02-26', '2015-03-01')).toEqual([{ grain: 2, from: '2015-02-26' }]);
    expect(blocksOf('2024-02-29', '2024-02-29')).toEqual([{ grain: 0, from: '2024-02-29' }]);
    for (const block of blocksOf('2021-01-17', '2026-01-21')) {
      expect(block.grain).toBeLessThanOrEqual(BLOCK_MAX_GRAIN);
      expect((dayNumber(block.from) ?? 1) % 2 ** block.grain).toBe(0);
    }
  });

  it('reads every day of a range once and at most two blocks a grain', () => {
    const starts = ['2014-12-31', '2015-01-01', '2015-02-27', '2016-02-29', '2023-07-15'];
    for (const from of starts) {
      for (const length of [1, 2, 3, 7, 30, 31, 60, 326, 365, 366, 1000, 1024, 1831]) {
        const to = addDays(from, length - 1);
        const days = daysCovered(from, to);
        const first = dayNumber(from) ?? NaN;
        expect(days).toEqual(Array.from({ length }, (_, i) => first + i));
        expect(blocksOf(from, to).length).toBeLessThanOrEqual(2 * (BLOCK_MAX_GRAIN + 1));
      }
    }
  });
});
