/** The four skins of spec §1. The default is light. */
export const SKINS = ['light', 'dark', 'bordered', 'semi-dark'] as const;
export type Skin = (typeof SKINS)[number];

export const LAYOUT_TYPES = ['horizontal', 'vertical'] as const;
export type LayoutType = (typeof LAYOUT_TYPES)[number];

export const SKIN_LABELS: Record<Skin, string> = {
  light: 'Claro',
  dark: 'Oscuro',
  bordered: 'Con bordes',
  'semi-dark': 'Semioscuro',
};

/**
 * Spec §1: "semi-dark reverts to light in horizontal layout" — the horizontal layout has no
 * sidebar to darken, so a half-dark shell would only darken the navbar strip.
 */
export function effectiveSkin(skin: Skin, layout: LayoutType): Skin {
  return skin === 'semi-dark' && layout === 'horizontal' ? 'light' : skin;
}

/**
 * Applies a skin to an element (normally `<html>`): `data-skin` drives the skin-specific semantic
 * tokens, and the `dark`/`light` class drives Chakra's own `_dark` condition. Any element can be a
 * skin scope, which lets one story show the shell in every skin side by side.
 */
export function applySkin(element: HTMLElement, skin: Skin): void {
  element.dataset.skin = skin;
  const dark = skin === 'dark';
  element.classList.toggle('dark', dark);
  element.classList.toggle('light', !dark);
  element.style.colorScheme = dark ? 'dark' : 'light';
}

/** Class names for a nested skin scope (see `applySkin`); `chakra-theme` re-declares base tokens. */
export function skinScopeClass(skin: Skin): string {
  return `chakra-theme ${skin === 'dark' ? 'dark' : 'light'}`;
}
