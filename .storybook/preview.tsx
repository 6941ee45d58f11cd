import { Box, ChakraProvider } from '@chakra-ui/react';
import { FLAG_SWITCH_CSS } from '../src/components/flag-switch';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { LAYOUT_DEFAULTS, useLayoutStore } from '../src/stores/layout.store';
import type { LayoutPreferences } from '../src/stores/layout.store';
import { LAYOUT_TYPES, SKINS, applySkin, effectiveSkin, system } from '../src/theme';
import type { LayoutType, Skin } from '../src/theme';

const pickSkin = (value: unknown): Skin => SKINS.find((s) => s === value) ?? 'light';
const pickLayout = (value: unknown): LayoutType =>
  LAYOUT_TYPES.find((l) => l === value) ?? 'horizontal';

function ThemeFrame({
  prefs,
  docs,
  children,
}: {
  prefs: LayoutPreferences;
  docs: boolean;
  children: ReactNode;
}) {
  const key = JSON.stringify(prefs);
  // Seed the store before the first render, then follow toolbar changes.
  useState(() => {
    useLayoutStore.setState(prefs);
  });
  useEffect(() => {
    useLayoutStore.setState(JSON.parse(key) as LayoutPreferences);
  }, [key]);
  useEffect(
    () => applySkin(document.documentElement, effectiveSkin(prefs.skin, prefs.layout)),
    [prefs.skin, prefs.layout],
  );
  return (
    <ChakraProvider value={system}>
      {/* A docs page shows every story inline: each fills only its own height there. */}
      <Box bg="bg.canvas" color="fg" minH={docs ? undefined : '100vh'} css={FLAG_SWITCH_CSS}>
        {children}
      </Box>
    </ChakraProvider>
  );
}

/**
 * Chakra + skin. The toolbar globals `skin` and `layout` seed the layout store, and a story can
 * pin any preference with `parameters.layoutPrefs`. The skin is applied to <html> as in the app.
 */
export const withTheme: Decorator = (Story, context) => {
  const pinned: Partial<LayoutPreferences> = context.parameters.layoutPrefs ?? {};
  const prefs: LayoutPreferences = {
    ...LAYOUT_DEFAULTS,
    ...pinned,
    layout: pinned.layout ?? pickLayout(context.globals.layout),
    skin: pinned.skin ?? pickSkin(context.globals.skin),
  };
  return (
    <ThemeFrame prefs={prefs} docs={context.viewMode === 'docs'}>
      <Story />
    </ThemeFrame>
  );
};

function MemoryRouter({ path, children }: { path: string; children: ReactNode }) {
  const location = useMemo(() => memoryLocation({ path }), [path]);
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      {children}
    </Router>
  );
}

/** A wouter memory router so that a story can start at a path: `parameters.route = '/home'`. */
export const withRouter: Decorator = (Story, context) => (
  <MemoryRouter path={context.parameters.route ?? '/'}>
    <Story />
  </MemoryRouter>
);

const preview: Preview = {
  decorators: [withRouter, withTheme],
  globalTypes: {
    skin: {
      description: 'Skin del back office',
      toolbar: {
        title: 'Skin',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Claro' },
          { value: 'dark', title: 'Oscuro' },
          { value: 'bordered', title: 'Con bordes' },
          { value: 'semi-dark', title: 'Semioscuro' },
        ],
        dynamicTitle: true,
      },
    },
    layout: {
      description: 'Tipo de menú',
      toolbar: {
        title: 'Layout',
        icon: 'sidebar',
        items: [
          { value: 'horizontal', title: 'Horizontal' },
          { value: 'vertical', title: 'Vertical' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { skin: 'light', layout: 'horizontal' },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
};

export default preview;
