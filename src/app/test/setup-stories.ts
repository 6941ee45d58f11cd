import { createElement } from 'react';
import { CacheProvider } from '@emotion/react';
import { setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../../.storybook/preview';
import { detachedStyles } from './detached-styles';

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
