import type {
  Permission,
  Profile,
  Resolvers,
  Role,
} from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import type { NamedRow, ProfileRecord, RoleRow } from './profile.repository';
import { editMyProfile, myProfile } from './profile.service';

const isoOrNull = (text: string | null) => (text ? new Date(text).toISOString() : null);

// `audits` lists are resolved by the access module's Role.audits / Permission.audits field
// resolvers (only for viewers allowed on the audits routes); the profile carries none itself.
function toPermission(row: NamedRow): Permission {
  return { id: String(row.id), name: row.name, created_at: isoOrNull(row.created_at), audits: [] };
}

function toRole(row: RoleRow): Role {
  return {
    id: String(row.id),
    name: row.name,
    created_at: isoOrNull(row.created_at),
    permissions: row.permissions.map(toPermission),
    audits: [],
  };
}

export function toProfile(record: ProfileRecord): Profile {
  return {
    id: String(record.id),
    name: record.name,
    last_name: record.last_name,
    email: record.email,
    status: record.status,
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
  };
}

export const profileResolvers: Resolvers<GraphQLContext> = {
  Query: {
    me: async (_parent, _args, ctx) => toProfile(await myProfile(ctx)),
  },
  Mutation: {
    editUserProfile: async (_parent, args, ctx) => toProfile(await editMyProfile(ctx, args)),
  },
};
