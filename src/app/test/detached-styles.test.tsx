import { composeStories } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderStory } from '../../../tests/setup/render';
import { detachedStyles } from './detached-styles';
import * as badgeStories from '../../components/status-badge/status-badge.stories';

const { Pending } = composeStories(badgeStories);

// Chakra's provider and every component style go through the detached cache, which writes
// nothing: rendering a story or a plain element adds no style to the document.
it('keeps Chakra out of the document, for a story and for a plain element', () => {
  const stylesBefore = document.querySelectorAll('style').length;
  renderStory(<Pending />);
  renderStory(<Box data-testid="plain" padding="2" />);
  expect(screen.getByTestId('plain').isConnected).toBe(true);
  expect(document.querySelectorAll('style')).toHaveLength(stylesBefore);
  expect(detachedStyles.sheet.tags).toHaveLength(0);
});
