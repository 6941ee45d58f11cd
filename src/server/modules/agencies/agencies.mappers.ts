import type {
  Media,
  Project,
  RealStateAgency,
} from '../../../../graphql/generated/server/resolvers-types';
import type { Config } from '../../config';
import type { projects } from '../../db/schema';
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

type ProjectRow = typeof projects.$inferSelect;

const idOrNull = (id: number | null) => (id === null ? null : String(id));

/**
 * A project row as the contract's Project, scalars only: the agency pages show id and name, and
 * the project module (issue 4) owns Project's lists and relations, which stay empty here.
 */
export function toProject(row: ProjectRow): Project {
  return {
    ...row,
    id: String(row.id),
    real_state_agency_id: String(row.real_state_agency_id),
    commune_id: idOrNull(row.commune_id),
    project_status_id: idOrNull(row.project_status_id),
    project_stage_type_id: idOrNull(row.project_stage_type_id),
    price_from: Number(row.price_from),
    area_from: Number(row.area_from),
    reserve_amount: row.reserve_amount === null ? null : Number(row.reserve_amount),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    audits: [],
    contact_emails: [],
    executives: [],
    medias: [],
    planspayment: [],
    projectadditional: [],
    relatedprojects: [],
    subsidies: [],
  };
}
