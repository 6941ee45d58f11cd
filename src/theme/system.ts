import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemConfig,
  type SystemContext,
} from '@chakra-ui/react';
import { cardAnatomy } from '@chakra-ui/react/anatomy';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import {
  dangerScale,
  paletteSemantics,
  primaryScale,
  scaleTokens,
  secondaryScale,
  successScale,
  warningScale,
} from './palette';
import { publicRecipes, publicSlotRecipes } from './public-recipes';
import { skinColors, skinShadows } from './skin-tokens';

const fontStack =
  '"Public Sans", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const config = defineConfig({
  // Skins are attributes on <html> (or on a nested scope, see applySkin): semantic tokens read them.
  conditions: {
    skinBordered: '[data-skin=bordered] &',
    skinSemiDark: '[data-skin=semi-dark] &',
  },
  globalCss: {
    html: { colorPalette: 'primary', bg: 'bg.canvas' },
    body: { bg: 'bg.canvas', color: 'fg' },
    // Chakra's dialogs, drawers, spinners and skeletons animate even when the user asked for
    // reduced motion. Near-zero durations, rather than none, keep the animationend and
    // transitionend events that Chakra waits for before it unmounts a closed dialog.
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    // Spec §9 names xs, sm, md, lg, xl: Chakra's `base` plays xs.
    breakpoints: { sm: '576px', md: '768px', lg: '992px', xl: '1200px', '2xl': '1400px' },
    tokens: {
      colors: {
        primary: scaleTokens(primaryScale),
        secondary: scaleTokens(secondaryScale),
        success: scaleTokens(successScale),
        danger: scaleTokens(dangerScale),
        warning: scaleTokens(warningScale),
      },
      fonts: { heading: { value: fontStack }, body: { value: fontStack } },
    },
    semanticTokens: {
      colors: {
        ...skinColors,
        primary: paletteSemantics('primary', '600', 'white'),
        secondary: paletteSemantics('secondary', '800', 'white'),
        success: paletteSemantics('success', '700', 'white'),
        danger: paletteSemantics('danger', '600', 'white'),
        // The warning's 700 is an orange too light for text on its own tints: its text is the 800.
        warning: paletteSemantics('warning', '500', '{colors.secondary.900}', '800'),
      },
      shadows: skinShadows,
    },
    keyframes: {
      'zoom-fade-in': {
        from: { opacity: '0', transform: 'scale(0.98)' },
        to: { opacity: '1', transform: 'scale(1)' },
      },
      'route-fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
    },
    slotRecipes: {
      // A `surface` card follows the skin: shadow in light/dark, border in bordered.
      card: {
        slots: cardAnatomy.keys(),
        variants: {
          variant: {
            surface: {
              root: {
                bg: 'bg.surface',
                borderWidth: '1px',
                borderColor: 'border.card',
                boxShadow: 'card',
              },
            },
          },
        },
        defaultVariants: { variant: 'surface' },
      },
    },
  },
});

// Chakra's default theme with a chosen set of recipes (see recipes.ts and public-recipes.ts).
const chakraTheme = (
  recipes: NonNullable<NonNullable<SystemConfig['theme']>['recipes']>,
  slotRecipes: NonNullable<NonNullable<SystemConfig['theme']>['slotRecipes']>,
) =>
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens,
      semanticTokens,
      recipes,
      slotRecipes,
      textStyles,
      layerStyles,
      animationStyles,
    },
  });

/** The system of the public pages: every token and skin, and only the recipes they render. */
export const publicSystem = createSystem(
  defaultBaseConfig,
  chakraTheme(publicRecipes, publicSlotRecipes),
  config,
);

type Recipes = Parameters<typeof chakraTheme>[0];
type SlotRecipes = Parameters<typeof chakraTheme>[1];

export function createAppSystem(recipes: Recipes, slotRecipes: SlotRecipes) {
  return createSystem(defaultBaseConfig, chakraTheme(recipes, slotRecipes), config);
}

/**
 * Gives `target` (a system of this file) the recipes it lacks, in place: the signed-in shell's
 * chunk adds recipes.ts to the public system this way instead of creating a second system. A
 * second createSystem cost time on each full load of a signed-in page, and the switch to
 * it re-rendered the whole tree and made Chakra serialize its global styles (every skin's tokens)
 * again. Chakra reads recipes from the system's theme when a component first asks for one, and
 * tokens, conditions and global styles do not depend on them. `config` extends only recipes the
 * public system has (the card), so an added recipe is Chakra's own, as createAppSystem would
 * make it (system.test.ts compares the two).
 */
export function addRecipes(target: SystemContext, recipes: Recipes, slotRecipes: SlotRecipes) {
  // The object createSystem kept: a theme assigned afterwards would not be the one it reads.
  const theme = target._config.theme;
  if (!theme) throw new TypeError('addRecipes needs a system created with a theme');
  const own = (theme.recipes ??= {});
  const ownSlots = (theme.slotRecipes ??= {});
  for (const [key, recipe] of Object.entries(recipes)) if (!(key in own)) own[key] = recipe;
  for (const [key, recipe] of Object.entries(slotRecipes)) {
    if (!(key in ownSlots)) ownSlots[key] = recipe;
  }
}
