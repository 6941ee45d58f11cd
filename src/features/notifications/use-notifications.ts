// The navbar bell's data: the viewer's latest deliveries and unread count (notificationsusers,
// page 1 of 5, longer with «Ver anteriores»), new ones prepended live from the realtime channel
// with a toast, and read marks written to the server (optimistically: the badge reacts at once).
//
// Two hooks on purpose: the feed (subscription → cache, toast) lives with the session, while only
// the bell reads the page. A pushed delivery then re-renders the bell alone, not the whole shell
// around it (menus, drawers, breadcrumbs), which was costly on every delivery (issue 9).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { NotificationsUsersDocument } from '../../../graphql/generated/client/graphql';
import { queryKeyFor } from '../../lib/query-client';
import { MAX_PAGE_SIZE } from '../../shared/page-size';
import { invalidateForRecord, rootFieldsOf } from '../../lib/record-invalidation';
import { markPageRead, prependDelivery } from './notification-page';
import { toaster } from '../../components/toaster';
import { showNotificationToast } from './notification-toast';
import {
  BELL_LIMIT,
  BELL_MORE,
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
  /** Older deliveries exist beyond the page, and the page may still grow. */
  hasMore: boolean;
  /** «Ver anteriores» under way. */
  loadingMore: boolean;
  /** «Ver anteriores»: the page grows by BELL_MORE deliveries. */
  onShowMore(): void;
}

// One cached page whatever its length: «Ver anteriores» loads it again, longer.
const BELL_KEY = queryKeyFor(NotificationsUsersDocument, { page: 1 });
// Read by the one refresh after a change (record-invalidation.ts), like every typed query.
const BELL_META = { rootFields: rootFieldsOf(NotificationsUsersDocument) };

/**
 * Listens for pushed deliveries while `enabled`: each goes straight into the bell's cached page
 * (the badge moves without a round trip), then a toast shows. Renders nothing and never
 * re-renders its caller on a delivery.
 */
export function useNotificationFeed(enabled = true): void {
  const environment = useNotificationsEnvironment();
  const client = useQueryClient();
  const [, navigate] = useLocation();

  useEffect(() => {
    if (!enabled) return undefined;
    let toasts: ReturnType<typeof setTimeout>[] = [];
    const stop = environment.subscribe(
      (delivery) => {
        const query = client.getQueryState<DeliveryPage>(BELL_KEY);
        client.setQueryData<DeliveryPage>(BELL_KEY, (old) =>
          old ? prependDelivery(old, delivery) : old,
        );
        // A load under way may have read the page before this delivery existed: load it again so
        // the count stays exact (the write above already moved the badge). A first load in flight
        // would be joined, not repeated, by a plain invalidation: cancel it first. With no page and
        // no load, the first load will include the delivery.
        if (query?.fetchStatus === 'fetching') {
          const first = query.data === undefined;
          void (first ? client.cancelQueries({ queryKey: BELL_KEY }) : Promise.resolve()).then(() =>
            invalidateForRecord(client, 'notification'),
          );
        }
        // The toast after the bell: the cache notifies the bell in a zero-delay timer queued just
        // now, and rendering the toast (a forced layout to measure it) must not come before it.
        const timer = setTimeout(() => {
          toasts = toasts.filter((t) => t !== timer);
          showNotificationToast(delivery, navigate);
        }, 0);
        toasts.push(timer);
      },
      () => void invalidateForRecord(client, 'notification'),
    );
    return () => {
      toasts.forEach(clearTimeout);
      stop();
    };
  }, [client, enabled, environment, navigate]);
}

/** The bell's page and read marks; pair it with useNotificationFeed for live deliveries. */
export function useNotifications(enabled = true): BellState {
  const environment = useNotificationsEnvironment();
  const client = useQueryClient();
  // Every load of the page asks this many, so a refresh after a change keeps what was shown.
  const limit = useRef(BELL_LIMIT);
  const [loadingMore, setLoadingMore] = useState(false);
  const page = useQuery({
    queryKey: BELL_KEY,
    queryFn: () => environment.load(limit.current),
    meta: BELL_META,
    enabled,
  });

  const showMore = useCallback(() => {
    limit.current = Math.min(MAX_PAGE_SIZE, limit.current + BELL_MORE);
    setLoadingMore(true);
    void client.refetchQueries({ queryKey: BELL_KEY, exact: true }).then(() => {
      setLoadingMore(false);
      if (client.getQueryState(BELL_KEY)?.status === 'error') {
        toaster.create({
          type: 'error',
          title: 'No se pudieron cargar las notificaciones anteriores. Intenta nuevamente.',
        });
      }
    });
  }, [client]);

  const markRead = useCallback(
    (ids: string[] | null) => {
      client.setQueryData<DeliveryPage>(BELL_KEY, (old) =>
        old ? markPageRead(old, ids, new Date().toISOString()) : old,
      );
      const done = ids ? environment.markRead(ids) : environment.markAllRead();
      // A refused mark leaves the server's truth to show again.
      done.catch(() => invalidateForRecord(client, 'notification'));
    },
    [client, environment],
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
    hasMore: !!data?.has_more_pages && data.per_page < MAX_PAGE_SIZE,
    loadingMore,
    onShowMore: showMore,
  };
}
