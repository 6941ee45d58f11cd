import type { Media, RealStateAgency } from '../../../../graphql/generated/server/resolvers-types';
import type { Config } from '../../config';
import { publicFileUrl } from '../../storage';
import type { AgencyMediaRow, AgencyRecord } from './agencies.repository';

type Urls = Pick<Config, 'publicUrl'>;

/** A stored file as the contract's Media: `url` and `full_url` are the same absolute URL. */
export function toMedia(row: AgencyMediaRow, config: Urls): Media {
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
    model: null,
  };
}

// `audits` and `projects` are resolved by RealStateAgency's own field resolvers (batched per
// request); the empty lists here only satisfy the generated parent type.
export function toAgency(record: AgencyRecord, config: Urls): RealStateAgency {
  return {
    id: String(record.id),
    name: record.name,
    official_name: record.official_name,
    address: record.address,
    phone: record.phone,
    email: record.email,
    representative: record.representative,
    url_site: record.url_site,
    visible: record.visible,
    description: record.description,
    important: record.important,
    orden: record.orden,
    medias: record.medias.map((media) => toMedia(media, config)),
    plansrestrictions: record.restriction
      ? { id: String(record.restriction.id), quantity: record.restriction.quantity }
      : null,
    projects: [],
    audits: [],
    created_at: record.created_at.toISOString(),
    updated_at: record.updated_at.toISOString(),
  };
}
