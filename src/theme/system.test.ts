import { describe, expect, it } from 'vitest';
import { system } from './full-system';
import { applySkin, effectiveSkin, skinScopeClass } from './skins';

function tokenCss(): string {
  return JSON.stringify(system.getTokenCss());
}

describe('theme system', () => {
  it('carries the brand palette (primary pink, secondary navy)', () => {
    expect(system.token('colors.primary.500')).toBe('#e91e63');
    expect(system.token('colors.secondary.800')).toBe('#1b2a4e');
    expect(system.token('colors.success.500')).toBe('#28c76f');
    expect(system.token('colors.danger.500')).toBe('#ea5455');
    expect(system.token('colors.warning.500')).toBe('#ff9f43');
  });

  it('declares skin-dependent semantic tokens under the data-skin and dark selectors', () => {
    const css = tokenCss();
    expect(css).toContain('[data-skin=bordered]');
    expect(css).toContain('[data-skin=semi-dark]');
    expect(css).toMatch(/"\[data-skin=bordered\][^}]*"--chakra-shadows-card":"none"/);
    expect(css).toMatch(
      /"\[data-skin=semi-dark\][^}]*"--chakra-colors-bg-menu":"var\(--chakra-colors-secondary-800\)"/,
    );
    // Our bg.* tokens merge with Chakra's, they do not replace the group.
    expect(system.token('colors.bg.muted')).toBeTruthy();
    expect(css).toMatch(/"\.dark &[^}]*"--chakra-colors-bg-surface":"#222a45"/);
  });

  it('keeps the default card recipe and adds the skin-aware surface variant', () => {
    const card = system.getSlotRecipe('card');
    expect(card.defaultVariants?.variant).toBe('surface');
    expect(Object.keys(card.variants?.variant ?? {})).toEqual(
      expect.arrayContaining(['outline', 'surface']),
    );
  });
});

describe('skins', () => {
  it('reverts semi-dark to light only in the horizontal layout', () => {
    expect(effectiveSkin('semi-dark', 'horizontal')).toBe('light');
    expect(effectiveSkin('semi-dark', 'vertical')).toBe('semi-dark');
    expect(effectiveSkin('dark', 'horizontal')).toBe('dark');
    expect(effectiveSkin('bordered', 'horizontal')).toBe('bordered');
  });

  it('applies the attribute and the Chakra color-mode class to an element', () => {
    const el = document.createElement('div');
    applySkin(el, 'dark');
    expect(el.dataset.skin).toBe('dark');
    expect(el.classList.contains('dark')).toBe(true);
    applySkin(el, 'bordered');
    expect(el.dataset.skin).toBe('bordered');
    expect(el.classList.contains('dark')).toBe(false);
    expect(el.classList.contains('light')).toBe(true);
    expect(skinScopeClass('dark')).toBe('chakra-theme dark');
  });
});
