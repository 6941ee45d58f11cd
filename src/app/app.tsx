import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { SessionProvider } from '../features/session/session-context';
import { queryClient } from '../lib/query-client';
import { system } from '../theme';
import { AppRouter } from './router';
import { SkinSync } from './skin-sync';

// The toast machinery loads after the first paint: the login route must stay small, and nothing
// toasts before a page has loaded anyway.
const Toaster = lazy(() => import('../components/toaster').then((m) => ({ default: m.Toaster })));

export function App() {
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <SkinSync />
          <AppRouter />
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </SessionProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
