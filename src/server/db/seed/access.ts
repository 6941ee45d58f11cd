import { permissions, roleHasPermissions, roles } from '../schema';
import type { Tx } from '../client';
import { MENU_PERMISSIONS, ROLES, type RoleName } from '../../../shared/access';
import { insertAll, insertIds } from './bulk';

// The roles of spec §6 and the permission names its menu rules read, with the grants each role
// starts with. Admin and SuperAdmin hold every permission; the agency roles get their work areas;
// PreapprovalUser only pre-approvals; NewsUser news and the contact forms.

// Role and permission names come from the one policy (src/shared/access); the seed only decides
// what each role is granted at first.
export const ROLE_NAMES = ROLES;
export type SeedRoleName = RoleName;
export const PERMISSION_NAMES = MENU_PERMISSIONS;

const SALES = [
  'generals',
  'show-business',
  'show-preapprovals',
  'show-projects',
  'show-quotations',
  'show-properties',
  'show-bookingrequest',
  'show-bookingorder',
  'show-promise-requests',
  'show-promise-orders',
  'see-news',
] as const;

export const ROLE_GRANTS: Record<SeedRoleName, readonly string[]> = {
  Admin: PERMISSION_NAMES,
  SuperAdmin: PERMISSION_NAMES,
  RealstateAdmin: [...SALES, 'show-users', 'show-contacts'],
  RealstateUser: SALES,
  RealstateVendor: [...SALES, 'show-users', 'show-contacts'],
  PreapprovalUser: ['show-preapprovals'],
  NewsUser: [
    'generals',
    'news',
    'see-news',
    'show-contacts',
    'show-contacts-newsletter',
    'show-contacts-enterprise',
    'show-contacts-form-section',
    'show-contacts-form-home-section',
  ],
};

/** Inserts roles, permissions and grants; returns role ids by name. */
export async function seedAccess(tx: Tx): Promise<Map<SeedRoleName, number>> {
  const roleIds = await insertIds(
    tx,
    roles,
    ROLE_NAMES.map((name) => ({ name })),
  );
  const permissionIds = await insertIds(
    tx,
    permissions,
    PERMISSION_NAMES.map((name) => ({ name })),
  );
  const permissionId = new Map(
    PERMISSION_NAMES.map((name, i) => [name as string, permissionIds[i]]),
  );
  const byRole = new Map<SeedRoleName, number>();
  const grants: { role_id: number; permission_id: number }[] = [];
  ROLE_NAMES.forEach((role, i) => {
    const roleId = roleIds[i];
    if (roleId === undefined) throw new Error(`Rol sin id: ${role}`);
    byRole.set(role, roleId);
    for (const name of ROLE_GRANTS[role]) {
      const id = permissionId.get(name);
      if (id === undefined) throw new Error(`Permiso desconocido: ${name}`);
      grants.push({ role_id: roleId, permission_id: id });
    }
  });
  await insertAll(tx, roleHasPermissions, grants);
  return byRole;
}
