// Stories already carry the Storybook decorators (Chakra system, memory router) through the
// client test setup; pages rendered directly get the system and a fresh query cache here.
import type { ReactElement } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { system } from '../../theme';

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
