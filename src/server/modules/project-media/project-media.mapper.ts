import type { Media } from '../../../../graphql/generated/server/resolvers-types';
import type { Config } from '../../config';
import { publicFileUrl } from '../../storage';
import type { MediaRow } from './project-media.repository';

/**
 * A project's stored file as the contract's Media: `url` and `full_url` are the same absolute
 * URL, `type` is the slot and `model` the unit model of a floor plan.
 */
export function toProjectMedia(row: MediaRow, config: Pick<Config, 'publicUrl'>): Media {
  const url = publicFileUrl(config, row.url);
  return {
    id: String(row.id),
    url,
    full_url: url,
    file_name: row.file_name,
    mime: row.mime,
    extension: row.extension,
    type: row.collection,
    order: row.order,
    mediatype: null,
    model: row.unit_model,
  };
}

// The media tab lists slots in the order the editor shows them; unknown slots go last by name.
const SLOT_ORDER = ['logo', 'cover_page', 'gallery', 'model_floor', 'contact_photo'];
const slotRank = (slot: string) => {
  const rank = SLOT_ORDER.indexOf(slot);
  return rank === -1 ? SLOT_ORDER.length : rank;
};

/** By slot (editor order), then `order`, then id. */
export function bySlotThenOrder(a: MediaRow, b: MediaRow): number {
  return (
    slotRank(a.collection) - slotRank(b.collection) ||
    a.collection.localeCompare(b.collection) ||
    a.order - b.order ||
    a.id - b.id
  );
}
