/** Where one image should end up: `index` is its 0-based position in the final list. */
export interface Placement {
  id: number;
  index: number;
}

/**
 * The new order of a list of ids: the placed ids go to their positions (lowest first, so each
 * lands exactly where asked when positions differ) and the others keep their relative order
 * around them. Used for uploads with `indexs` and for drag-and-drop reorders alike; the result
 * is always dense (positions 0..n-1), so gaps and collisions in the request cannot survive.
 */
export function arrange(current: readonly number[], placed: readonly Placement[]): number[] {
  const placedIds = new Set(placed.map((p) => p.id));
  const result = current.filter((id) => !placedIds.has(id));
  const byIndex = [...placed].sort((a, b) => a.index - b.index);
  for (const { id, index } of byIndex) result.splice(Math.min(index, result.length), 0, id);
  return result;
}

type SlotOrdered = { collection: string; order: number; id: number };

// The media tab lists slots in the order the editor shows them; unknown slots go last by name.
const SLOT_ORDER = ['logo', 'cover_page', 'gallery', 'model_floor', 'contact_photo'];
const slotRank = (slot: string) => {
  const rank = SLOT_ORDER.indexOf(slot);
  return rank === -1 ? SLOT_ORDER.length : rank;
};

/** By slot (editor order), then `order`, then id. */
export function bySlotThenOrder(a: SlotOrdered, b: SlotOrdered): number {
  return (
    slotRank(a.collection) - slotRank(b.collection) ||
    a.collection.localeCompare(b.collection) ||
    a.order - b.order ||
    a.id - b.id
  );
}
