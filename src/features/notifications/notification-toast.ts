import { toaster } from '../../components/toaster';
import type { Delivery } from './notifications-environment';

/** A new notification as a toast (3,000 ms, spec §9) with a link to what it is about. */
export function showNotificationToast(delivery: Delivery, navigate: (url: string) => void): void {
  const { title, message, url } = delivery.notification;
  toaster.create({
    type: 'info',
    title,
    description: message,
    closable: true,
    action: url ? { label: 'Ver', onClick: () => navigate(url) } : undefined,
  });
}
