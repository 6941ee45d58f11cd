import { describe, expect, it } from 'vitest';
import { fitCount } from './menu-overflow';

describe('fitCount', () => {
  it('keeps every entry when all fit, even with no room for «Más»', () => {
    expect(fitCount([100, 100, 100], 308, 80, 4)).toBe(3);
  });

  it('leaves room for «Más» when some do not fit', () => {
    // 80 («Más») + 4 + 100 + 4 + 100 = 288 fits in 300; a third entry would not.
    expect(fitCount([100, 100, 100, 100], 300, 80, 4)).toBe(2);
  });

  it('puts everything under «Más» when not even one entry fits beside it', () => {
    expect(fitCount([200, 100], 250, 80, 4)).toBe(0);
  });
});
