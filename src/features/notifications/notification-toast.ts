import { toaster } from '../../components/toaster';
import { useBellOpen } from './bell-open';
import type { Delivery } from './notifications-environment';

/**
 * At most this many notifications show as toasts of their own at once; with the toast that
 * counts the rest, notifications then take two of the toaster's three places, and the third is
 * left to the person's own toasts («Cambios guardados», «Deshacer»).
 */
export const OWN_NOTIFICATION_TOASTS = 1;

const OWN_PREFIX = 'notification:';
/** The one toast that counts the notifications of a burst beyond the ones shown. */
export const MORE_NOTIFICATIONS_TOAST = 'notifications:more';

export function moreNotificationsTitle(count: number): string {
  return count === 1 ? 'Y 1 notificación nueva más' : `Y ${count} notificaciones nuevas más`;
}

/**
 * A new notification as a toast (spec §9's duration) with a link to what it is about. In a burst
 * (a receiver down, a reconciliation with many payments to review) the first ones show on their
 * own and the rest are counted in one more toast, so that the burst does not queue toasts for
 * long after it: every one of them is in the bell already.
 */
export function showNotificationToast(delivery: Delivery, navigate: (url: string) => void): void {
  const visible = toaster.getVisibleToasts();
  // The count lives on the counting toast itself, so it ends with it.
  const counting = visible.find((toast) => toast.id === MORE_NOTIFICATIONS_TOAST);
  if (counting) {
    const count = Number(counting.meta?.count ?? 0) + 1;
    toaster.update(MORE_NOTIFICATIONS_TOAST, {
      title: moreNotificationsTitle(count),
      meta: { count },
    });
    return;
  }
  const own = visible.filter((toast) => toast.id?.startsWith(OWN_PREFIX)).length;
  if (own >= OWN_NOTIFICATION_TOASTS) {
    toaster.create({
      id: MORE_NOTIFICATIONS_TOAST,
      type: 'info',
      title: moreNotificationsTitle(1),
      meta: { count: 1 },
      description: 'Revísalas en la campana de notificaciones.',
      closable: true,
      action: { label: 'Ver', onClick: () => useBellOpen.getState().setOpen(true) },
    });
    return;
  }
  const { title, message, url } = delivery.notification;
  toaster.create({
    id: `${OWN_PREFIX}${delivery.id}`,
    type: 'info',
    title,
    description: message,
    closable: true,
    action: url ? { label: 'Ver', onClick: () => navigate(url) } : undefined,
  });
}
