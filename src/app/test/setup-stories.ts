import { createElement } from 'react';
import { CacheProvider } from '@emotion/react';
import { setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../../.storybook/preview';
import { detachedStyles } from './detached-styles';

/**
 * Gives `composeStories` in client tests the same decorators as Storybook (Chakra system, skin,
 * memory router), inside the detached emotion cache. Listed in the client project's setup files.
 * Storybook puts the decorators of a later set of annotations inside those of an earlier one, so
 * the cache comes first: it must wrap Chakra's provider, or Chakra's global CSS (every token) goes
 * into the document, where jsdom parses it on every render.
 */
setProjectAnnotations([
  {
    decorators: [
      (Story) => createElement(CacheProvider, { value: detachedStyles }, createElement(Story)),
    ],
  },
  preview,
]);
