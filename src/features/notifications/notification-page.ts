// Pure updates of the bell's cached page, so the hook stays a thin wiring of cache and events.
import type { Delivery, DeliveryPage } from './notifications-environment';

/** A pushed delivery on top of the page (once), the page kept at its size, the counts bumped. */
export function prependDelivery(page: DeliveryPage, delivery: Delivery): DeliveryPage {
  if (page.data.some((d) => d.id === delivery.id)) return page;
  const data = [delivery, ...page.data].slice(0, page.per_page);
  const total = page.total + 1;
  const lastPage = Math.max(1, Math.ceil(total / page.per_page));
  return {
    ...page,
    data,
    total,
    unread: page.unread + (delivery.read_at ? 0 : 1),
    from: 1,
    to: data.length,
    last_page: lastPage,
    has_more_pages: page.current_page < lastPage,
  };
}

/** The deliveries `ids` (or all, with null) read at `now`; the unread count follows. */
export function markPageRead(page: DeliveryPage, ids: string[] | null, now: string): DeliveryPage {
  if (ids === null) {
    return {
      ...page,
      unread: 0,
      data: page.data.map((d) => ({ ...d, read_at: d.read_at ?? now })),
    };
  }
  const newlyRead = page.data.filter((d) => ids.includes(d.id) && !d.read_at).length;
  return {
    ...page,
    unread: Math.max(0, page.unread - newlyRead),
    data: page.data.map((d) => (ids.includes(d.id) ? { ...d, read_at: d.read_at ?? now } : d)),
  };
}
