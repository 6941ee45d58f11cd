import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { fn, screen } from 'storybook/test';
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

/** Live: the first page loads, then a contact arrives from the server and a toast shows. */
function Arriving() {
  useEffect(() => {
    const timer = setTimeout(() => lastFakeNotifications().push(arrivingContact()), 300);
    return () => clearTimeout(timer);
  }, []);
  return <NotificationBellLive />;
}

export const WithToast: Story = {
  render: () => (
    <FakeNotificationsFrame page={pageOf(someDeliveries())}>
      <Arriving />
    </FakeNotificationsFrame>
  ),
  // Captured once the toast is in, not in the moment before it arrives.
  play: async () => {
    await screen.findByText(/escribió por/);
  },
};

/** Live: a burst (a webhook receiver down) arrives at once; one shows, one toast counts the rest. */
function Burst() {
  useEffect(() => {
    const timer = setTimeout(() => {
      const fake = lastFakeNotifications();
      for (let i = 1; i <= 6; i++) {
        const message = `El webhook «CRM ${i}» no pudo entregar booking.created después de 8 intentos.`; // prettier-ignore
        fake.push(delivery('Webhook con fallas', message, '/projects/1/webhooks'));
      }
    }, 300);
    return () => clearTimeout(timer);
  }, []);
  return <NotificationBellLive />;
}

export const BurstOfToasts: Story = {
  render: () => (
    <FakeNotificationsFrame page={pageOf(someDeliveries())}>
      <Burst />
    </FakeNotificationsFrame>
  ),
  play: async () => {
    await screen.findByText('Y 5 notificaciones nuevas más');
  },
};
