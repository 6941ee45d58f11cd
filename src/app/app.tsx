import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '../components/toaster';
import { SessionProvider } from '../features/session/session-context';
import { queryClient } from '../lib/query-client';
import { system } from '../theme';
import { AppRouter } from './router';
import { SkinSync } from './skin-sync';

export function App() {
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <SkinSync />
          <AppRouter />
          <Toaster />
        </SessionProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
