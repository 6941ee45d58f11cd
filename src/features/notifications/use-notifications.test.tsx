import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../components/toaster';
import { arrivingContact, delivery, pageOf, someDeliveries } from './notifications.fixtures';
import {
  NotificationsEnvironmentProvider,
  type Delivery,
  type DeliveryPage,
  type NotificationsEnvironment,
} from './notifications-environment';
import { useNotificationFeed, useNotifications, type BellState } from './use-notifications';

// The feed and the bell are separate hooks, as ConnectedShell uses them: a delivery lands in the
// cache (the bell's count moves without a round trip) and never re-renders the component that
// runs the feed (there, the whole shell); the toast comes after the bell's update.

/** The server side: pages answered in order (the last one repeats), held on demand; pushes. */
function scriptedServer(pages: DeliveryPage[], holdLoads = false) {
  const listeners = new Set<(delivery: Delivery) => void>();
  const resumers = new Set<() => void>();
  const held: (() => void)[] = [];
  let loads = 0;
  const limits: number[] = [];
  const environment: NotificationsEnvironment = {
    load: (limit) => {
      limits.push(limit);
      const page = pages[Math.min(loads++, pages.length - 1)]!;
      if (!holdLoads) return Promise.resolve(page);
      return new Promise((resolve) => held.push(() => resolve(page)));
    },
    subscribe: (listener, onResumed) => {
      listeners.add(listener);
      if (onResumed) resumers.add(onResumed);
      return () => {
        listeners.delete(listener);
        if (onResumed) resumers.delete(onResumed);
      };
    },
    markRead: () => Promise.resolve(null),
    markAllRead: () => Promise.resolve(null),
  };
  return {
    environment,
    loads: () => loads,
    /** The length asked by each load, in order. */
    limits: () => limits,
    releaseLoads: () => act(() => held.splice(0).forEach((release) => release())),
    push: (delivery: Delivery) => act(() => listeners.forEach((listener) => listener(delivery))),
    /** The channel reconnected after a drop. */
    resume: () => act(() => resumers.forEach((resumed) => resumed())),
  };
}

function renderShell(environment: NotificationsEnvironment) {
  const seen = { hostRenders: 0, bell: null as BellState | null };
  function FeedHost() {
    seen.hostRenders++;
    useNotificationFeed();
    return null;
  }
  function Bell() {
    seen.bell = useNotifications();
    return null;
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NotificationsEnvironmentProvider value={environment}>
        <FeedHost />
        <Bell />
      </NotificationsEnvironmentProvider>
    </QueryClientProvider>,
  );
  return seen;
}

describe('useNotificationFeed with useNotifications', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('counts a pushed delivery at once, without a load, and toasts after the bell moved', async () => {
    const server = scriptedServer([pageOf(someDeliveries())]);
    const countsAtToast: (number | undefined)[] = [];
    const seen = renderShell(server.environment);
    vi.spyOn(toaster, 'create').mockImplementation((options) => {
      countsAtToast.push(seen.bell?.count);
      return String(options.id ?? 'toast');
    });
    await waitFor(() => expect(seen.bell?.count).toBe(2));
    const hostRenders = seen.hostRenders;

    server.push(arrivingContact());
    await waitFor(() => expect(seen.bell?.count).toBe(3));
    expect(seen.bell?.items[0]?.message).toBe('Francisca Araya Tapia escribió por Parque Los Aromos.'); // prettier-ignore
    await waitFor(() => expect(countsAtToast).toEqual([3]));
    expect(server.loads()).toBe(1);
    expect(seen.hostRenders).toBe(hostRenders);
  });

  it('loads the page again when a delivery arrives while the first load is under way', async () => {
    // The first answer was read before the contact existed; the second one includes it.
    const contact = arrivingContact();
    const server = scriptedServer(
      [pageOf(someDeliveries()), pageOf([contact, ...someDeliveries()])],
      true,
    );
    vi.spyOn(toaster, 'create').mockReturnValue('toast');
    const seen = renderShell(server.environment);
    await waitFor(() => expect(server.loads()).toBe(1));
    server.push(contact);
    await waitFor(() => expect(server.loads()).toBe(2));
    server.releaseLoads();
    await waitFor(() => expect(seen.bell?.count).toBe(3));
    expect(seen.bell?.items[0]?.id).toBe(contact.id);
  });

  it('reads the page again when the channel comes back after a drop (deliveries were missed)', async () => {
    const missed = arrivingContact();
    const server = scriptedServer([
      pageOf(someDeliveries()),
      pageOf([missed, ...someDeliveries()]),
    ]);
    const create = vi.spyOn(toaster, 'create').mockReturnValue('toast');
    const seen = renderShell(server.environment);
    await waitFor(() => expect(seen.bell?.count).toBe(2));
    server.resume();
    await waitFor(() => expect(seen.bell?.count).toBe(3));
    expect(seen.bell?.items[0]?.id).toBe(missed.id);
    expect(server.loads()).toBe(2);
    expect(create).not.toHaveBeenCalled();
  });

  it('«Ver anteriores» loads a longer page, and a refresh after keeps its length', async () => {
    const all = Array.from({ length: 12 }, (_, i) => delivery(`Contacto ${i + 1}`, 'Escribió.', null)); // prettier-ignore
    const server = scriptedServer([pageOf(all), pageOf(all, 12, undefined, 15)]);
    const seen = renderShell(server.environment);
    await waitFor(() => expect(seen.bell?.items).toHaveLength(5));
    expect(seen.bell?.hasMore).toBe(true);

    act(() => seen.bell?.onShowMore());
    expect(seen.bell?.loadingMore).toBe(true);
    await waitFor(() => expect(seen.bell?.items).toHaveLength(12));
    expect(seen.bell?.loadingMore).toBe(false);
    // All twelve show: nothing older to ask for.
    expect(seen.bell?.hasMore).toBe(false);
    expect(server.limits()).toEqual([5, 15]);

    server.resume();
    await waitFor(() => expect(server.loads()).toBe(3));
    expect(server.limits()).toEqual([5, 15, 15]);
  });

  it('stops offering «Ver anteriores» at the longest page the server answers', async () => {
    const all = Array.from({ length: 60 }, (_, i) => delivery(`Contacto ${i + 1}`, 'Escribió.', null)); // prettier-ignore
    const server = scriptedServer([pageOf(all, 60, undefined, 45), pageOf(all, 60, undefined, 50)]);
    const seen = renderShell(server.environment);
    await waitFor(() => expect(seen.bell?.items).toHaveLength(45));
    expect(seen.bell?.hasMore).toBe(true);
    act(() => seen.bell?.onShowMore());
    await waitFor(() => expect(seen.bell?.items).toHaveLength(50));
    expect(seen.bell?.hasMore).toBe(false);
  });

  it('says so in Spanish when the longer page cannot be read, and keeps the shown one', async () => {
    const server = scriptedServer([pageOf(someDeliveries(), 8)]);
    const seen = renderShell(server.environment);
    await waitFor(() => expect(seen.bell?.items).toHaveLength(3));
    const create = vi.spyOn(toaster, 'create').mockReturnValue('toast');
    server.environment.load = () => Promise.reject(new Error('network down'));
    act(() => seen.bell?.onShowMore());
    await waitFor(() => expect(seen.bell?.loadingMore).toBe(false));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'error',
        title: 'No se pudieron cargar las notificaciones anteriores. Intenta nuevamente.',
      }),
    );
    expect(seen.bell?.items).toHaveLength(3);
  });

  it('shows no toast after the feed stops (logout)', async () => {
    const server = scriptedServer([pageOf(someDeliveries())]);
    const create = vi.spyOn(toaster, 'create').mockReturnValue('toast');
    const client = new QueryClient();
    function FeedHost() {
      useNotificationFeed();
      return null;
    }
    const view = render(
      <QueryClientProvider client={client}>
        <NotificationsEnvironmentProvider value={server.environment}>
          <FeedHost />
        </NotificationsEnvironmentProvider>
      </QueryClientProvider>,
    );
    server.push(arrivingContact());
    view.unmount();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(create).not.toHaveBeenCalled();
  });
});
