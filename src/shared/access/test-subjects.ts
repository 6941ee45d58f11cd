import { ROLES, type AccessSubject, type RoleName } from './roles';
import { MENU_PERMISSIONS } from './menu-table';

// Subjects the access tests share. Not a test file itself: vitest only collects *.test.ts.

export const subject = (
  role: RoleName | null,
  options: { status?: boolean; permissions?: readonly string[] } = {},
): AccessSubject => ({
  role,
  status: options.status ?? true,
  permissions: options.permissions ?? [],
});

/** Every role with every menu permission: what is left hidden is hidden by role rules alone. */
export const withAllPermissions = (role: RoleName | null, status = true): AccessSubject =>
  subject(role, { status, permissions: MENU_PERMISSIONS });

export const ALL_ROLES: readonly RoleName[] = ROLES;
