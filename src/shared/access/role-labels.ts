// Spanish names of the roles (spec §6). Shared so that the shell, the feature pages (user list,
// role select) and the server's spreadsheets (Usuarios.xlsx) say the same thing.
import { isRoleName, type RoleName } from './roles';

export const ROLE_LABELS: Record<RoleName, string> = {
  Admin: 'Administrador',
  SuperAdmin: 'Superadministrador',
  RealstateAdmin: 'Administrador de inmobiliaria',
  RealstateUser: 'Usuario de inmobiliaria',
  RealstateVendor: 'Vendedor de inmobiliaria',
  PreapprovalUser: 'Ejecutivo de preaprobaciones',
  NewsUser: 'Editor de noticias',
};

/** The Spanish label of a role; a role created by an administrator shows its own name. */
export function roleNameLabel(name: string | null | undefined): string {
  if (!name) return 'Sin rol asignado';
  return isRoleName(name) ? ROLE_LABELS[name] : name;
}
