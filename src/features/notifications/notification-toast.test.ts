import { describe, expect, it, vi } from 'vitest';
import { toaster } from '../../components/toaster';
import { useBellOpen } from './bell-open';
import { delivery } from './notifications.fixtures';
import {
  MORE_NOTIFICATIONS_TOAST,
  OWN_NOTIFICATION_TOASTS,
  showNotificationToast,
} from './notification-toast';

// The toaster's own store, as the app has it (tests/setup/client.ts empties it before each file);
// no toast is mounted here, so none times out.
const titles = () =>
  toaster
    .getVisibleToasts()
    .map((toast) => toast.title)
    .reverse();

const arriving = (n: number) =>
  Array.from({ length: n }, (_, i) => delivery(`Pago por revisar ${i + 1}`, 'Revisa el pago.', '/payments')); // prettier-ignore

describe('showNotificationToast', () => {
  it('shows each notification of a quiet moment as its own toast, with a link to it', () => {
    toaster.remove();
    const navigate = vi.fn();
    const [first] = arriving(1);
    showNotificationToast(first!, navigate);
    const [toast] = toaster.getVisibleToasts();
    expect(toast).toMatchObject({ title: 'Pago por revisar 1', description: 'Revisa el pago.' });
    toast?.action?.onClick?.();
    expect(navigate).toHaveBeenCalledWith('/payments');
  });

  it('counts the rest of a burst in one toast instead of queueing a toast for each', () => {
    toaster.remove();
    for (const d of arriving(7)) showNotificationToast(d, vi.fn());
    expect(OWN_NOTIFICATION_TOASTS).toBe(1);
    expect(titles()).toEqual(['Pago por revisar 1', 'Y 6 notificaciones nuevas más']);
    // The toaster's third place stays free for the person's own toasts.
    expect(toaster.getCount()).toBe(2);
  });

  it('opens the bell from the counting toast («Ver»)', () => {
    toaster.remove();
    for (const d of arriving(2)) showNotificationToast(d, vi.fn());
    const counting = toaster.getVisibleToasts().find((t) => t.id === MORE_NOTIFICATIONS_TOAST);
    expect(counting?.action?.label).toBe('Ver');
    counting?.action?.onClick?.();
    expect(useBellOpen.getState().open).toBe(true);
    useBellOpen.getState().setOpen(false);
  });

  it('starts counting again once the counting toast is gone', () => {
    toaster.remove();
    for (const d of arriving(2)) showNotificationToast(d, vi.fn());
    expect(titles().at(-1)).toBe('Y 1 notificación nueva más');
    toaster.remove(MORE_NOTIFICATIONS_TOAST);
    for (const d of arriving(2)) showNotificationToast(d, vi.fn());
    // The first one still shows: the next ones are counted from one again.
    expect(titles()).toEqual(['Pago por revisar 1', 'Y 2 notificaciones nuevas más']);
  });

  it('shows a notification on its own again once the earlier ones are gone', () => {
    toaster.remove();
    for (const d of arriving(3)) showNotificationToast(d, vi.fn());
    toaster.remove();
    const [next] = arriving(1);
    showNotificationToast(next!, vi.fn());
    expect(titles()).toEqual(['Pago por revisar 1']);
  });
});
