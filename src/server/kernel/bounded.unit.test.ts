import { describe, expect, it } from 'vitest';
import { setBounded } from './bounded';

describe('setBounded', () => {
  it('drops the oldest entry when full, and a key set again becomes the newest', () => {
    const map = new Map<string, number>();
    for (const [i, key] of ['a', 'b', 'c'].entries()) setBounded(map, 3, key, i);
    setBounded(map, 3, 'a', 10);
    expect([...map.keys()]).toEqual(['b', 'c', 'a']);
    setBounded(map, 3, 'd', 4);
    expect([...map]).toEqual([
      ['c', 2],
      ['a', 10],
      ['d', 4],
    ]);
  });
});
