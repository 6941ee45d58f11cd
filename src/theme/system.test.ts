import { describe, expect, it } from 'vitest';
import { system } from './full-system';
import { recipes, slotRecipes } from './recipes';
import { addRecipes, createAppSystem, publicSystem } from './system';
import { publicRecipes, publicSlotRecipes } from './public-recipes';
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

describe('one system for the whole app', () => {
  it('gives the public system every recipe, each the same as a full system has', () => {
    // A system of its own: publicSystem is shared by the other tests of this run.
    const base = createAppSystem(publicRecipes, publicSlotRecipes);
    expect(base.isRecipe('badge')).toBe(false);
    expect(base.isSlotRecipe('menu')).toBe(false);
    const tokenCss = JSON.stringify(base.getTokenCss());
    addRecipes(base, recipes, slotRecipes);
    for (const key of Object.keys(recipes)) {
      expect(base.isRecipe(key), key).toBe(true);
      expect(base.getRecipe(key), key).toEqual(system.getRecipe(key));
    }
    for (const key of Object.keys(slotRecipes)) {
      expect(base.isSlotRecipe(key), key).toBe(true);
      expect(base.getSlotRecipe(key), key).toEqual(system.getSlotRecipe(key));
    }
    // The card keeps the skin-aware variant of config, and the tokens do not change.
    expect(base.getSlotRecipe('card').defaultVariants?.variant).toBe('surface');
    expect(JSON.stringify(base.getTokenCss())).toBe(tokenCss);
    // A recipe added is the one a component gets.
    expect(base.getSlotRecipeFn('menu')({}).content).toEqual(
      system.getSlotRecipeFn('menu')({}).content,
    );
  });

  it('adds nothing twice and keeps what the system had', () => {
    const before = publicSystem.getRecipe('button');
    addRecipes(publicSystem, recipes, slotRecipes);
    addRecipes(publicSystem, recipes, slotRecipes);
    expect(publicSystem.getRecipe('button')).toBe(before);
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
