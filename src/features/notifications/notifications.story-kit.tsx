// Stories and tests run the bell against a scripted environment: a fixed first page, pushes on
// demand, and every read mark recorded.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  NotificationsEnvironmentProvider,
  type Delivery,
  type DeliveryPage,
  type NotificationsEnvironment,
} from './notifications-environment';

export interface FakeNotifications {
  environment: NotificationsEnvironment;
  push(delivery: Delivery): void;
  marked: (string[] | 'all')[];
}

let current: FakeNotifications | null = null;

/** The fake of the story rendered last. */
export function lastFakeNotifications(): FakeNotifications {
  if (!current) throw new Error('No notifications story rendered yet');
  return current;
}

export function createFakeNotifications(page: DeliveryPage): FakeNotifications {
  const listeners = new Set<(delivery: Delivery) => void>();
  const fake: FakeNotifications = {
    marked: [],
    push: (delivery) => listeners.forEach((listener) => listener(delivery)),
    environment: {
      load: () => Promise.resolve(page),
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      markRead: (ids) => Promise.resolve(fake.marked.push(ids)),
      markAllRead: () => Promise.resolve(fake.marked.push('all')),
    },
  };
  return fake;
}

export function FakeNotificationsFrame(props: { page: DeliveryPage; children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  const [fake] = useState(() => createFakeNotifications(props.page));
  current = fake;
  return (
    <QueryClientProvider client={client}>
      <NotificationsEnvironmentProvider value={fake.environment}>
        {props.children}
      </NotificationsEnvironmentProvider>
    </QueryClientProvider>
  );
}
