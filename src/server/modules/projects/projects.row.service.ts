import type { Project } from '../../../../graphql/generated/server/resolvers-types';
import type { projects } from '../../db/schema';

export type ProjectRow = typeof projects.$inferSelect;

const num = (value: string | null) => (value === null ? null : Number(value));

/**
 * A projects row as the contract's Project: the columns that are the field itself. Relations
 * (status, commune, medias, executives, ...) belong to the projects module (issue 4), whose
 * Project field resolvers take precedence over these properties; until it lands the lists are
 * empty and the single relations absent.
 */
export function toProject(row: ProjectRow): Project {
  // The whole row spread, its removal mark (never a field of the contract) left in: V8 copies a
  // row of this many columns by a spread several times faster than by a rest pattern.
  return {
    ...row,
    id: String(row.id),
    real_state_agency_id: String(row.real_state_agency_id),
    commune_id: row.commune_id === null ? null : String(row.commune_id),
    project_status_id: row.project_status_id === null ? null : String(row.project_status_id),
    project_stage_type_id:
      row.project_stage_type_id === null ? null : String(row.project_stage_type_id),
    price_from: Number(row.price_from),
    area_from: Number(row.area_from),
    reserve_amount: num(row.reserve_amount),
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
