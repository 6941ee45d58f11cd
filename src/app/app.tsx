import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from '../lib/auth';
import { queryClient } from '../lib/query-client';
import { publicSystem } from '../theme/system';
import { HomeWarmup } from './home-warmup';
import { AppRouter } from './router';
import { SkinSync } from './skin-sync';

// Chakra with the public pages' system (every token and skin, only their recipes, so the login
// route downloads no others); the signed-in shell's chunk adds the rest to it (connected-shell).
export function App() {
  return (
    <ChakraProvider value={publicSystem}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <SkinSync />
          <HomeWarmup />
          <AppRouter />
        </SessionProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
