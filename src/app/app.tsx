import { QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from '../features/session/session-context';
import { queryClient } from '../lib/query-client';
import { HomeWarmup } from './home-warmup';
import { AppRouter } from './router';
import { SkinSync } from './skin-sync';
import { SystemProvider } from './system-context';

export function App() {
  return (
    <SystemProvider>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <SkinSync />
          <HomeWarmup />
          <AppRouter />
        </SessionProvider>
      </QueryClientProvider>
    </SystemProvider>
  );
}
