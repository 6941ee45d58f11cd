import { Toaster } from '../../components/toaster';
import { useNotifications } from '../../features/notifications/use-notifications';
import { NotificationBell } from './notification-bell';

/** The bell as the shell wires it (stories and tests; ConnectedShell does the same inline). */
export function NotificationBellLive() {
  const notifications = useNotifications();
  return (
    <>
      <NotificationBell {...notifications} />
      <Toaster />
    </>
  );
}
