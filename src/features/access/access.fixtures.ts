// Roles and permissions as the demo server answers them, for stories and tests.
import { MENU_PERMISSIONS } from '../../shared/access';
import type { PermissionRow, RoleRow } from './access.types';

const at = (day: number) => `2025-03-${String(day).padStart(2, '0')}T12:00:00.000Z`;

export const permissionsFixture: PermissionRow[] = [
  ...MENU_PERMISSIONS.map((name, index) => ({ id: String(index + 1), name, created_at: at(3) })),
  { id: '90', name: 'export-quotations', created_at: at(18) },
  { id: '91', name: 'approve-discounts', created_at: at(21) },
];

const grant = (names: readonly string[]) =>
  permissionsFixture.filter((permission) => names.includes(permission.name));

const SALES = ['generals', 'show-business', 'show-projects', 'show-quotations', 'show-properties'];

export const rolesFixture: RoleRow[] = [
  { id: '1', name: 'Admin', created_at: at(3), permissions: permissionsFixture },
  { id: '2', name: 'SuperAdmin', created_at: at(3), permissions: grant(MENU_PERMISSIONS) },
  {
    id: '3',
    name: 'RealstateAdmin',
    created_at: at(3),
    permissions: grant([...SALES, 'show-users', 'show-contacts']),
  },
  { id: '4', name: 'RealstateUser', created_at: at(3), permissions: grant(SALES) },
  {
    id: '5',
    name: 'RealstateVendor',
    created_at: at(3),
    permissions: grant([...SALES, 'show-users']),
  },
  {
    id: '6',
    name: 'PreapprovalUser',
    created_at: at(3),
    permissions: grant(['show-preapprovals']),
  },
  { id: '7', name: 'NewsUser', created_at: at(3), permissions: grant(['generals', 'news']) },
  {
    id: '8',
    name: 'Supervisora de ventas',
    created_at: at(20),
    permissions: grant(['show-quotations', 'export-quotations', 'approve-discounts']),
  },
  { id: '9', name: 'Auditor externo', created_at: at(24), permissions: [] },
];

export const customRole = rolesFixture[7]!;
export const systemRole = rolesFixture[2]!;
