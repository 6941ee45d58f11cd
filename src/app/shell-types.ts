import type { RoleName } from '../shared/access';
import { ROLE_LABELS } from '../shared/access/role-labels';

/** The part of the session profile (spec §3 "Profile (me)") the shell shows. */
export interface ShellProfile {
  name: string;
  last_name: string;
  email: string;
}

/** One notification of the bell (features/notifications feeds the live list). */
export interface NotificationItem {
  id: string;
  title: string;
  message: string;
  url?: string | null;
  /** Already opened; unread entries are highlighted. Absent = read. */
  read?: boolean;
}

export function roleLabel(role: RoleName | null): string {
  return role ? ROLE_LABELS[role] : 'Sin rol asignado';
}

export function fullName(profile: ShellProfile): string {
  return `${profile.name} ${profile.last_name}`.trim();
}
