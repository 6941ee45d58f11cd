import { AGENCY_SCOPED_ROLES, isAgencyScoped } from '../../../shared/access';
import type { Viewer } from '../../context';
import { appError } from '../../kernel';
import { subjectOf } from '../../graphql/authorize';

// Who may give which role and link what (SDL of createUser/editUser): agency-scoped viewers
// manage only agency roles, their own agencies and those agencies' projects; only Admin grants
// Admin. Refusals are FORBIDDEN: the forms never offer these choices, so one arriving is a probe.

export const ruleMessages = {
  adminOnly: 'Solo un administrador puede asignar o modificar el rol Admin.',
  agencyRolesOnly: 'Solo puedes asignar los roles RealstateAdmin, RealstateUser o RealstateVendor.',
  foreignAgency: 'Solo puedes vincular usuarios a tus inmobiliarias.',
  foreignProject: 'Solo puedes vincular proyectos de tus inmobiliarias.',
  noAgency: 'Tu usuario no está vinculado a ninguna inmobiliaria.',
} as const;

const scoped = (viewer: Viewer) => isAgencyScoped(subjectOf(viewer));
const isAgencyRole = (role: string) => AGENCY_SCOPED_ROLES.some((name) => name === role);

/** The viewer may give `role` (create, or a change of role on edit). */
export function assertMayGrantRole(viewer: Viewer, role: string): void {
  if (role === 'Admin' && viewer.role !== 'Admin') {
    throw appError('FORBIDDEN', ruleMessages.adminOnly);
  }
  if (scoped(viewer) && !isAgencyRole(role)) {
    throw appError('FORBIDDEN', ruleMessages.agencyRolesOnly);
  }
}

/** The viewer may edit, delete or toggle a user who now holds `currentRole`. */
export function assertMayManageHolderOf(viewer: Viewer, currentRole: string | null): void {
  if (currentRole === null) return;
  assertMayGrantRole(viewer, currentRole);
}

/**
 * The agency to link: the requested one (a scoped viewer's own only), or for a scoped viewer
 * creating a user without one, the viewer's first agency. undefined: leave links as they are.
 */
export function agencyToLink(
  viewer: Viewer,
  requested: number | null | undefined,
  creating: boolean,
): number | undefined {
  if (!scoped(viewer)) return requested ?? undefined;
  if (requested !== null && requested !== undefined) {
    if (!viewer.agencyIds.includes(requested)) {
      throw appError('FORBIDDEN', ruleMessages.foreignAgency);
    }
    return requested;
  }
  if (!creating) return undefined;
  const first = viewer.agencyIds[0];
  if (first === undefined) throw appError('FORBIDDEN', ruleMessages.noAgency);
  return first;
}

export function assertMayLinkProjects(
  viewer: Viewer,
  found: readonly { real_state_agency_id: number }[],
): void {
  if (!scoped(viewer)) return;
  if (found.some((project) => !viewer.agencyIds.includes(project.real_state_agency_id))) {
    throw appError('FORBIDDEN', ruleMessages.foreignProject);
  }
}
