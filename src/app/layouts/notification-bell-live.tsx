import { Toaster } from '../../components/toaster';
import {
  useNotificationFeed,
  useNotifications,
} from '../../features/notifications/use-notifications';
import { NotificationBell } from './notification-bell';

/**
 * The bell reading the notifications cache itself, so that a delivery re-renders only the bell
 * (ConnectedShell puts it in the navbar and runs the feed).
 */
export function LiveNotificationBell({ enabled = true }: { enabled?: boolean }) {
  return <NotificationBell {...useNotifications(enabled)} />;
}

/** The bell as the shell wires it, feed and toasts included (stories and tests). */
export function NotificationBellLive() {
  useNotificationFeed();
  return (
    <>
      <LiveNotificationBell />
      <Toaster />
    </>
  );
}
