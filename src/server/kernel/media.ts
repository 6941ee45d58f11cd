import type { Media } from '../../../graphql/generated/server/resolvers-types';
import type { Config } from '../config';
import type { medias } from '../db/schema';
import { publicFileUrl } from '../storage';

/**
 * The one mapper from a `medias` row to the contract's Media, shared by every module that shows
 * stored files (projects, project media, agencies, units, news, comments).
 */
export type MediaRow = Pick<
  typeof medias.$inferSelect,
  'id' | 'url' | 'file_name' | 'mime' | 'extension' | 'collection' | 'order' | 'unit_model'
> & {
  /** The media_types row, when the query joined it (null when the file has no type). */
  mediatype?: { id: number; name: string } | null;
};

type Urls = Pick<Config, 'publicUrl'>;

/**
 * `url` and `full_url` hold the same absolute URL, `type` is the slot (collection), `model` the
 * unit model of a floor plan.
 */
export function toMedia(row: MediaRow, config: Urls): Media {
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
    mediatype: row.mediatype ? { id: String(row.mediatype.id), name: row.mediatype.name } : null,
    model: row.unit_model,
  };
}
