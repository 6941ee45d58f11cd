import { createElement } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../../.storybook/preview';

// Chakra's styles go to <style> elements outside the document: jsdom then neither parses them nor
// matches them in every getComputedStyle of a role query or a click, and no test reads them.
const detachedStyles = createCache({ key: 'css', container: document.createElement('div') });

/**
 * Gives `composeStories` in client tests the same decorators as Storybook (Chakra system, skin,
 * memory router). Listed in the client project's setup files.
 */
setProjectAnnotations([
  preview,
  {
    decorators: [
      (Story) => createElement(CacheProvider, { value: detachedStyles }, createElement(Story)),
    ],
  },
]);
