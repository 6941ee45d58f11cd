/**
 * Semantic tokens that change per skin (spec §1). Values are keyed by condition:
 * `base` = light, `_dark` = dark skin (`.dark` class), `_skinBordered` / `_skinSemiDark` = the
 * `data-skin` attribute (see conditions in system.ts). Contrast pairs were checked against
 * WCAG AA (≥ 4.5:1 for text on its background).
 */
const darkCanvas = '#171c2e';
const darkSurface = '#222a45';

export const skinColors = {
  bg: {
    canvas: { value: { base: '#f5f5f9', _dark: darkCanvas } },
    surface: { value: { base: '#ffffff', _dark: darkSurface } },
    // Popovers, menus and drawers of Chakra read bg.panel: match the skin's surface.
    panel: { value: { base: '#ffffff', _dark: darkSurface } },
    menu: {
      value: { base: '#ffffff', _dark: darkSurface, _skinSemiDark: '{colors.secondary.800}' },
    },
    menuHover: {
      value: {
        base: '#f1f0f5',
        _dark: 'rgba(255, 255, 255, 0.07)',
        _skinSemiDark: 'rgba(255, 255, 255, 0.09)',
      },
    },
    menuActive: { value: '{colors.primary.600}' },
    overlay: { value: { base: 'rgba(245, 245, 249, 0.72)', _dark: 'rgba(23, 28, 46, 0.72)' } },
  },
  fg: {
    menu: { value: { base: '#4b4b5a', _dark: '#d6d9e6', _skinSemiDark: '#dfe3ee' } },
    menuMuted: { value: { base: '#6f6b7d', _dark: '#9aa1b9', _skinSemiDark: '#aeb9d4' } },
    menuActive: { value: '#ffffff' },
    heading: { value: { base: '{colors.secondary.800}', _dark: '#e8eaf2' } },
    // Chakra's own red for error text (its _light value) is too faint on white; the brand's
    // danger passes AA.
    error: {
      value: {
        base: '{colors.danger.700}',
        _light: '{colors.danger.700}',
        _dark: '{colors.danger.300}',
      },
    },
    // Chakra's orange for warning text (the UF of another day, a held payment) is too faint on
    // white and on the canvas; the brand's darker warning passes AA on both.
    warning: {
      value: {
        base: '{colors.warning.800}',
        _light: '{colors.warning.800}',
        _dark: '{colors.warning.300}',
      },
    },
  },
  border: {
    // Transparent outside the bordered skin, so every card keeps the same box size in all skins.
    card: { value: { base: 'transparent', _skinBordered: '#dbdade', _dark: 'transparent' } },
    menu: {
      value: { base: '#ebeaf0', _dark: '#343d5c', _skinSemiDark: 'rgba(255, 255, 255, 0.12)' },
    },
  },
};

export const skinShadows = {
  card: {
    value: {
      base: '0 2px 6px 0 rgba(27, 42, 78, 0.08)',
      _dark: '0 2px 6px 0 rgba(0, 0, 0, 0.35)',
      _skinBordered: 'none',
    },
  },
  navbar: {
    value: {
      base: '0 2px 12px 0 rgba(27, 42, 78, 0.12)',
      _dark: '0 2px 12px 0 rgba(0, 0, 0, 0.4)',
      _skinBordered: 'none',
    },
  },
};
