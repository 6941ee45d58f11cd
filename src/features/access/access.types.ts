import type { PermissionsQuery, RolesQuery } from '../../../graphql/generated/client/graphql';

export type RoleRow = RolesQuery['roles'][number];
export type PermissionRow = PermissionsQuery['permissions'][number];
