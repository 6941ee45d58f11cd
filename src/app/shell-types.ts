import type { RoleName } from '../shared/access';

/** The part of the session profile (spec §3 "Profile (me)") the shell shows. */
export interface ShellProfile {
  name: string;
  last_name: string;
  email: string;
}

/** One notification of the bell; the live list arrives with the notifications issue. */
export interface NotificationItem {
  id: string;
  title: string;
  message: string;
  url?: string | null;
}

export const ROLE_LABELS: Record<RoleName, string> = {
  Admin: 'Administrador',
  SuperAdmin: 'Superadministrador',
  RealstateAdmin: 'Administrador de inmobiliaria',
  RealstateUser: 'Usuario de inmobiliaria',
  RealstateVendor: 'Vendedor de inmobiliaria',
  PreapprovalUser: 'Ejecutivo de preaprobaciones',
  NewsUser: 'Editor de noticias',
};

export function roleLabel(role: RoleName | null): string {
  return role ? ROLE_LABELS[role] : 'Sin rol asignado';
}

export function fullName(profile: ShellProfile): string {
  return `${profile.name} ${profile.last_name}`.trim();
}
