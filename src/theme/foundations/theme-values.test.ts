import { describe, expect, it } from 'vitest';
import { system } from '../full-system';
import { primaryScale, secondaryScale, warningScale } from '../palette';
import { lightValue, solidPair, tokenNames, tokenValue, toPixels } from './theme-values';

describe('theme values of the «Fundamentos» pages', () => {
  it('follows semantic tokens to their light value', () => {
    expect(lightValue('colors.primary.500')).toBe(primaryScale['500']);
    expect(lightValue('colors.fg')).toBe(system.token('colors.black'));
    expect(lightValue('colors.fg.heading')).toBe(secondaryScale['800']);
  });

  it('gives each palette the solid step and text of its buttons', () => {
    expect(solidPair('primary')).toEqual({
      solid: primaryScale['600'],
      text: system.token('colors.white'),
    });
    expect(solidPair('warning')).toEqual({
      solid: warningScale['500'],
      text: secondaryScale['900'],
    });
  });

  it('lists the spacing, radii and font sizes in the theme order', () => {
    expect(tokenNames('spacing')).toContain('4');
    expect(tokenNames('spacing').some((name) => name.startsWith('-'))).toBe(false);
    expect(tokenNames('radii')).toEqual(expect.arrayContaining(['sm', 'md', 'lg', 'full']));
    expect(tokenValue('spacing', '4')).toBe('1rem');
    expect(tokenValue('radii', 'l2')).toBe(system.token('radii.sm'));
  });

  it('reads rem and px as pixels', () => {
    expect(toPixels('0.375rem')).toBe(6);
    expect(toPixels('9999px')).toBe(9999);
    expect(toPixels('auto')).toBeNull();
  });
});
