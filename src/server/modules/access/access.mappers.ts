import type { Permission, Role } from '../../../../graphql/generated/server/resolvers-types';

export interface NamedRecord {
  id: number;
  name: string;
  /** A Date from a column, or the text PostgreSQL writes for a timestamp inside JSON. */
  created_at: Date | string | null;
}

export interface RoleRecord extends NamedRecord {
  permissions: NamedRecord[];
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

// `audits` is resolved by the Role.audits / Permission.audits field resolvers of this module (only
// for viewers allowed on the audits routes); the objects themselves carry an empty list.
export function toPermission(row: NamedRecord): Permission {
  return { id: String(row.id), name: row.name, created_at: iso(row.created_at), audits: [] };
}

export function toRole(row: RoleRecord): Role {
  return {
    id: String(row.id),
    name: row.name,
    created_at: iso(row.created_at),
    permissions: row.permissions.map(toPermission),
    audits: [],
  };
}
