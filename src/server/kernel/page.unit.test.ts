import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, pageInfo, pageNumber, pageSize, pageWindow } from './page';

const INT_MAX = 2_147_483_647;

describe('page arguments', () => {
  it('reads an absent, null, zero or negative page as the first, and drops fractions', () => {
    expect([undefined, null, 0, -1, -INT_MAX].map(pageNumber)).toEqual([1, 1, 1, 1, 1]);
    expect(pageNumber(2.7)).toBe(2);
    expect(pageNumber(INT_MAX)).toBe(INT_MAX);
  });

  it('reads a page of rows at its offset', () => {
    expect(pageWindow(3, 15)).toEqual({ page: 3, offset: 30, limit: 15 });
    expect(pageWindow(-1, 15)).toEqual({ page: 1, offset: 0, limit: 15 });
  });

  it('keeps the offset and the offset plus the limit within an int, past the end of any list', () => {
    for (const perPage of [15, 20, 250, MAX_PAGE_SIZE]) {
      const window = pageWindow(INT_MAX, perPage);
      expect(window.page).toBe(INT_MAX);
      expect(window.offset + window.limit).toBeLessThanOrEqual(INT_MAX);
      expect(window.offset).toBeGreaterThan(1_000_000_000);
    }
  });

  it('clamps a limit to its default below 1 and to MAX_PAGE_SIZE above it', () => {
    expect([undefined, null, 0, -5].map((limit) => pageSize(limit, 5))).toEqual([5, 5, 5, 5]);
    expect(pageSize(12.9, 5)).toBe(12);
    expect(pageSize(INT_MAX, 20)).toBe(MAX_PAGE_SIZE);
  });

  it('answers a page past the end empty, with the list totals', () => {
    expect(pageInfo(40, INT_MAX, 15, 0)).toEqual({
      total: 40,
      per_page: 15,
      current_page: INT_MAX,
      from: null,
      to: null,
      last_page: 3,
      has_more_pages: false,
    });
  });
});
