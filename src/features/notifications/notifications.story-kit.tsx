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
import { pageOf } from './notifications.fixtures';

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

/** `older`: the deliveries after the page's, for «Ver anteriores». */
export function createFakeNotifications(
  page: DeliveryPage,
  older: Delivery[] = [],
): FakeNotifications {
  const listeners = new Set<(delivery: Delivery) => void>();
  const fake: FakeNotifications = {
    marked: [],
    push: (delivery) => listeners.forEach((listener) => listener(delivery)),
    environment: {
      // A longer page 1 goes on with `older`, as the server's would.
      load: (limit) =>
        Promise.resolve(
          limit <= page.per_page
            ? page
            : pageOf([...page.data, ...older], page.total, page.unread, limit),
        ),
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

export function FakeNotificationsFrame(props: {
  page: DeliveryPage;
  older?: Delivery[];
  children: ReactNode;
}) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  const [fake] = useState(() => createFakeNotifications(props.page, props.older));
  current = fake;
  return (
    <QueryClientProvider client={client}>
      <NotificationsEnvironmentProvider value={fake.environment}>
        {props.children}
      </NotificationsEnvironmentProvider>
    </QueryClientProvider>
  );
}
