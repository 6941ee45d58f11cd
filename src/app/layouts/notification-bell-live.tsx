import { useEffect } from 'react';
import { Toaster } from '../../components/toaster';
import { useBellOpen } from '../../features/notifications/bell-open';
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
  const { open, setOpen } = useBellOpen();
  // A bell that comes again (the next session, a page after a full-screen one) starts closed.
  useEffect(() => () => setOpen(false), [setOpen]);
  return <NotificationBell {...useNotifications(enabled)} open={open} onOpenChange={setOpen} />;
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
