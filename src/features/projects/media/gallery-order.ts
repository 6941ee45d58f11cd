// The gallery's order as pure data: a drag (or a keyboard move) takes one image from position
// `from` to position `to`, and every image then gets the order of its new place. Kept apart from
// React so that the rule the server receives is tested on its own.

export interface Ordered {
  id: string;
  order: number;
}

/** The images by `order` (ties by id, so two images saved with the same order stay stable). */
export function byOrder<T extends Ordered>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.order - b.order || Number(a.id) - Number(b.id));
}

/** A copy of `items` with the element at `from` moved to `to` (both clamped into the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const last = items.length - 1;
  if (last < 0 || from < 0 || from > last) return [...items];
  const target = Math.min(Math.max(to, 0), last);
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}

/**
 * Orders 0…n-1 in list order: editOrderProjectImages reads each order as the image's position
 * and the server stores gallery orders from 0.
 */
export function renumber<T extends Ordered>(items: readonly T[]): T[] {
  return items.map((item, index) => ({ ...item, order: index }));
}

/**
 * The whole gallery after moving `from` → `to`, renumbered; null when nothing moves (same place,
 * or a position outside the list), so callers send no request for a no-op.
 */
export function reorder<T extends Ordered>(items: readonly T[], from: number, to: number) {
  if (from === to || from < 0 || from >= items.length || to < 0 || to >= items.length) return null;
  return renumber(moveItem(items, from, to));
}

/** The payload of editOrderProjectImages for a renumbered gallery. */
export function orderPayload(items: readonly Ordered[]): Ordered[] {
  return items.map(({ id, order }) => ({ id, order }));
}
