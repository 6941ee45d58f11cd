// Renders in client tests with the project's Chakra system, its styles kept out of the document
// (src/app/test/detached-styles.ts). Pages rendered directly also get a fresh query cache.
import type { ReactElement, ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { CacheProvider } from '@emotion/react';
import { detachedStyles } from '../../src/app/test/detached-styles';
import { system } from '../../src/theme';

/** Chakra's provider with the project's system, its styles kept out of the document. */
export function TestChakra({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={detachedStyles}>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </CacheProvider>
  );
}

/**
 * A story from `composeStories` carries the Storybook decorators, Chakra's provider among them
 * (src/app/test/setup-stories.ts): it renders as it is. A second provider would build Chakra's
 * global CSS a second time on every render. Anything else gets the provider here.
 */
export function renderStory(story: ReactElement) {
  if (isComposedStory(story.type)) return render(story);
  return render(<TestChakra>{story}</TestChakra>);
}

function isComposedStory(type: unknown): boolean {
  return typeof type === 'function' && 'storyName' in type && 'parameters' in type;
}

export function renderPage(page: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <TestChakra>{page}</TestChakra>
    </QueryClientProvider>,
  );
}
