// Stories and tests run the dashboard against a scripted environment: answers from the fixtures
// (or a failure, or never), every request and every URL recorded, and record changes on demand.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import type { DashboardChart, DashboardParams } from '../../shared/dashboard';
import {
  DashboardEnvironmentProvider,
  DashboardRequestError,
  type DashboardEnvironment,
} from './dashboard-environment';
import { fixtureAnswer } from './dashboard.fixtures';

export type FakeMode = 'data' | 'empty' | 'error' | 'loading';

export interface FakeDashboard {
  environment: DashboardEnvironment;
  requests: { chart: DashboardChart; params: DashboardParams }[];
  /** Every search string the page showed, in order. */
  urls: string[];
  /** Sends a recordChanged of this type to the page. */
  emit(type: string): void;
  mode: FakeMode;
}

let current: FakeDashboard | null = null;

/** The fake of the story rendered last (tests read its requests and URLs). */
export function lastFake(): FakeDashboard {
  if (!current) throw new Error('No dashboard story rendered yet');
  return current;
}

export function createFake(mode: FakeMode): FakeDashboard {
  const listeners = new Set<(type: string) => void>();
  const fake: FakeDashboard = {
    mode,
    requests: [],
    urls: [],
    emit: (type) => listeners.forEach((listener) => listener(type)),
    environment: {
      fetchChart: (chart, params) => {
        fake.requests.push({ chart, params });
        if (fake.mode === 'loading') return new Promise(() => undefined);
        if (fake.mode === 'error')
          return Promise.reject(
            new DashboardRequestError('El rango no puede superar los 1.831 días.'),
          );
        return Promise.resolve(fixtureAnswer(chart, params, fake.mode === 'empty'));
      },
      subscribeRecords: (_types, onChange) => {
        listeners.add(onChange);
        return () => listeners.delete(onChange);
      },
    },
  };
  current = fake;
  return fake;
}

function UrlProbe({ fake }: { fake: FakeDashboard }) {
  const search = useSearch();
  if (fake.urls.at(-1) !== search) fake.urls.push(search);
  return null;
}

/** A fresh query cache and a fake environment per mounted story. */
export function DashboardStoryFrame({ mode, children }: { mode: FakeMode; children: ReactNode }) {
  const [fake] = useState(() => createFake(mode));
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <DashboardEnvironmentProvider value={fake.environment}>
        <UrlProbe fake={fake} />
        {children}
      </DashboardEnvironmentProvider>
    </QueryClientProvider>
  );
}
