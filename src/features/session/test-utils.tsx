// Renders stories in tests with the project's Chakra system. Stories also get the Storybook
// decorators when the client setup applies the project annotations; a second ChakraProvider is
// then harmless.
import type { ReactElement } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { system } from '../../theme';

export function renderStory(story: ReactElement) {
  return render(<ChakraProvider value={system}>{story}</ChakraProvider>);
}
