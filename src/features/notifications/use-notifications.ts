// The navbar bell's data: the viewer's latest deliveries and unread count (notificationsusers,
// page 1 of 5), new ones prepended live from the realtime channel with a toast, and read marks
// written to the server (optimistically: the badge reacts at once).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLocation } from 'wouter';
import { NotificationsUsersDocument } from '../../../graphql/generated/client/graphql';
import { queryKeyFor } from '../../lib/query-client';
import { markPageRead, prependDelivery } from './notification-page';
import { showNotificationToast } from './notification-toast';
import {
  BELL_VARIABLES,
  useNotificationsEnvironment,
  type DeliveryPage,
} from './notifications-environment';

export interface BellEntry {
  id: string;
  title: string;
  message: string;
  url: string | null;
  read: boolean;
}

export interface BellState {
  count: number;
  items: BellEntry[];
  /** Needs only an id and the read flag (the bell passes its own item shape). */
  onOpen(entry: { id: string; read?: boolean }): void;
  onMarkAllRead(): void;
}

const BELL_KEY = queryKeyFor(NotificationsUsersDocument, BELL_VARIABLES);

export function useNotifications(enabled = true): BellState {
  const environment = useNotificationsEnvironment();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const page = useQuery({ queryKey: BELL_KEY, queryFn: () => environment.load(), enabled });

  const update = useCallback(
    (change: (page: DeliveryPage) => DeliveryPage) =>
      client.setQueryData<DeliveryPage>(BELL_KEY, (old) => (old ? change(old) : old)),
    [client],
  );

  useEffect(() => {
    if (!enabled) return undefined;
    return environment.subscribe((delivery) => {
      // Before the first page arrives there is nothing to prepend to: that load will include it.
      update((old) => prependDelivery(old, delivery));
      showNotificationToast(delivery, navigate);
    });
  }, [enabled, environment, update, navigate]);

  const markRead = useCallback(
    (ids: string[] | null) => {
      update((old) => markPageRead(old, ids, new Date().toISOString()));
      const done = ids ? environment.markRead(ids) : environment.markAllRead();
      // A refused mark leaves the server's truth to show again.
      done.catch(() => client.invalidateQueries({ queryKey: BELL_KEY }));
    },
    [client, environment, update],
  );

  const data = page.data;
  return {
    count: data?.unread ?? 0,
    items: (data?.data ?? []).map((d) => ({
      id: d.id,
      title: d.notification.title,
      message: d.notification.message,
      url: d.notification.url,
      read: d.read_at !== null,
    })),
    onOpen: (entry) => (entry.read === false ? markRead([entry.id]) : undefined),
    onMarkAllRead: () => markRead(null),
  };
}
