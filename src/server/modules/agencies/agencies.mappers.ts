import type { RealStateAgency } from '../../../../graphql/generated/server/resolvers-types';
import type { Config } from '../../config';
import { toMedia } from '../../kernel';
import type { AgencyRecord } from './agencies.repository';

type Urls = Pick<Config, 'publicUrl'>;

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
    // An agency's files (logo, cover page) have no unit model and no media type.
    medias: record.medias.map((media) => toMedia({ ...media, unit_model: null }, config)),
    plansrestrictions: record.restriction
      ? { id: String(record.restriction.id), quantity: record.restriction.quantity }
      : null,
    projects: [],
    audits: [],
    created_at: record.created_at.toISOString(),
    updated_at: record.updated_at.toISOString(),
  };
}
