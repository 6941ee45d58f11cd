// Renders in client tests with the project's Chakra system. Stories already carry the Storybook
// decorators (a second ChakraProvider is then harmless); pages rendered directly also get a fresh
// query cache.
import type { ReactElement } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { system } from '../../src/theme';

export function renderStory(story: ReactElement) {
  return render(<ChakraProvider value={system}>{story}</ChakraProvider>);
}

export function renderPage(page: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <ChakraProvider value={system}>{page}</ChakraProvider>
    </QueryClientProvider>,
  );
}
