import type { User } from '../../../../graphql/generated/server/resolvers-types';
import { toPermission, toRole } from '../access';
import type { UserRecord } from './users.repository';

/**
 * A user as the contract's User. `audits` and `projects` are resolved by the User field
 * resolvers (batched per request), never from these placeholders.
 */
export function toUser(record: UserRecord): User {
  return {
    id: String(record.id),
    name: record.name,
    last_name: record.last_name,
    email: record.email,
    status: record.status,
    created_at: record.created_at.toISOString(),
    updated_at: record.updated_at.toISOString(),
    roles: record.roles.map(toRole),
    permissions: record.permissions.map(toPermission),
    realstateagencyuser: record.realstateagencyuser.map((link) => ({
      id: String(link.id),
      real_state_agency_id: String(link.real_state_agency_id),
      name: link.name,
    })),
    projectuser: record.projectuser.map((link) => ({
      id: String(link.id),
      project_id: String(link.project_id),
    })),
    audits: [],
    projects: [],
  };
}
