import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { fn, screen, userEvent } from 'storybook/test';
import {
  arrivingContact,
  delivery,
  pageOf,
  someDeliveries,
} from '../../features/notifications/notifications.fixtures';
import {
  FakeNotificationsFrame,
  lastFakeNotifications,
} from '../../features/notifications/notifications.story-kit';
import type { Delivery } from '../../features/notifications/notifications-environment';
import type { NotificationItem } from '../shell-types';
import { NotificationBell } from './notification-bell';
import { NotificationBellLive } from './notification-bell-live';

const items: NotificationItem[] = someDeliveries().map((d) => ({
  id: d.id,
  title: d.notification.title,
  message: d.notification.message,
  url: d.notification.url,
  read: d.read_at !== null,
}));

const meta = {
  title: 'App/Shell/NotificationBell',
  component: NotificationBell,
  args: { count: 0, items: [], onOpen: fn(), onMarkAllRead: fn() },
  decorators: [(Story) => <div style={{ padding: 16, display: 'flex', justifyContent: 'flex-end' }}>{<Story />}</div>], // prettier-ignore
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const None: Story = {};
export const SomeUnread: Story = { args: { count: 2, items } };
export const Many: Story = { args: { count: 128, items } };

/** Open, with older entries beyond the newest five: «Ver anteriores» makes the list longer. */
export const OpenWithOlder: Story = {
  args: { count: 2, items, hasMore: true, onShowMore: fn() },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: /^Notificaciones/ }));
    await screen.findByRole('button', { name: 'Ver anteriores' });
  },
};

/** Live: the first page loads, then `arriving` comes from the server at once. */
function Arriving({ arriving }: { arriving: () => Delivery[] }) {
  useEffect(() => {
    const timer = setTimeout(() => arriving().forEach(lastFakeNotifications().push), 300);
    return () => clearTimeout(timer);
  }, [arriving]);
  return <NotificationBellLive />;
}

/** A story of the bell as the shell wires it: `arriving` pushed, then `shown` in a toast. */
const live = (arriving: () => Delivery[], shown: string | RegExp): Story => ({
  render: () => (
    <FakeNotificationsFrame page={pageOf(someDeliveries())}>
      <Arriving arriving={arriving} />
    </FakeNotificationsFrame>
  ),
  // Captured once the toast is in, not in the moment before it arrives.
  play: async () => {
    await screen.findByText(shown);
  },
});

/** A contact arrives: the badge rises and a toast shows. */
export const WithToast = live(() => [arrivingContact()], /escribió por/);

const webhookFailures = () =>
  [1, 2, 3, 4, 5, 6].map((i) =>
    delivery(
      'Webhook con fallas',
      `El webhook «CRM ${i}» no pudo entregar booking.created después de 8 intentos.`,
      '/projects/1/webhooks',
    ),
  );

/** A burst (a webhook receiver down) arrives at once: one shows, one toast counts the rest. */
export const BurstOfToasts = live(webhookFailures, 'Y 5 notificaciones nuevas más');

const twelveContacts = () =>
  Array.from({ length: 12 }, (_, i) =>
    delivery(`Contacto ${i + 1}`, `Cliente ${i + 1} escribió por Parque Los Aromos.`, '/contacts'),
  );

/** Live, twelve unread: the list shows five, and «Ver anteriores» the other seven. */
export const LiveWithOlder: Story = {
  render: () => {
    const all = twelveContacts();
    return (
      <FakeNotificationsFrame page={pageOf(all)} older={all.slice(5)}>
        <NotificationBellLive />
      </FakeNotificationsFrame>
    );
  },
};
