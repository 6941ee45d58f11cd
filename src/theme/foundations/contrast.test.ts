import { describe, expect, it } from 'vitest';
import { contrastLevel, contrastRatio, formatRatio, parseHex, relativeLuminance } from './contrast';

describe('WCAG contrast', () => {
  it('reads short and long hex colours', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('#1B2A4E')).toEqual([27, 42, 78]);
    expect(() => parseHex('rgb(0, 0, 0)')).toThrow(TypeError);
  });

  it('gives black and white their luminance', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
  });

  it('matches known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // The grey WebAIM names as the lightest that passes AA on white, and the one just below it.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // Pure red and blue on white, as the WebAIM checker reports them.
    expect(contrastRatio('#ff0000', '#ffffff')).toBeCloseTo(4.0, 2);
    expect(contrastRatio('#0000ff', '#ffffff')).toBeCloseTo(8.59, 2);
  });

  it('does not depend on the order of the pair', () => {
    expect(contrastRatio('#e91e63', '#ffffff')).toBe(contrastRatio('#ffffff', '#e91e63'));
  });

  it('names the level a ratio reaches', () => {
    expect(contrastLevel(21)).toBe('AAA');
    expect(contrastLevel(7)).toBe('AAA');
    expect(contrastLevel(4.5)).toBe('AA');
    expect(contrastLevel(4.49)).toBe('AA texto grande');
    expect(contrastLevel(2.99)).toBe('No cumple');
  });

  it('writes the ratio the es-CL way without rounding it up to a threshold', () => {
    expect(formatRatio(21)).toBe('21,00:1');
    expect(formatRatio(4.499)).toBe('4,49:1');
  });
});
