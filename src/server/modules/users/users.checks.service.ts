import type { Viewer } from '../../context';
import type { DbOrTx } from '../../db/client';
import { appError, messages, fieldError } from '../../kernel';
import { probeUser } from './users.repository';
import {
  assertMayGrantRole,
  assertMayLinkProjects,
  assertMayManageHolderOf,
  agencyToLink,
} from './users.rules.service';
import { userScope } from './users.scope.repository';
import { userMessages } from './users.service';
import {
  agencyExists,
  emailTaken,
  findLiveProjects,
  findRoleByName,
  lockAuditSnapshot,
} from './users.write.repository';

// The checks a user mutation makes inside its transaction, in the order the form shows fields.

export const writeMessages = {
  emailTaken: 'El correo ya está registrado.',
  roleMissing: 'El rol no existe.',
  agencyMissing: 'La inmobiliaria no existe.',
  projectMissing: 'Alguno de los proyectos no existe.',
} as const;

export function emailConflict() {
  return appError('CONFLICT', writeMessages.emailTaken, {
    field: 'email',
    fields: { email: writeMessages.emailTaken },
  });
}

export async function checkEmailFree(tx: DbOrTx, email: string, exceptId?: number) {
  if (await emailTaken(tx, email, exceptId)) throw emailConflict();
}

export async function checkRole(tx: DbOrTx, viewer: Viewer, name: string) {
  const role = await findRoleByName(tx, name);
  if (!role) throw fieldError('role', writeMessages.roleMissing);
  assertMayGrantRole(viewer, role.name);
  return role;
}

export async function checkAgency(
  tx: DbOrTx,
  viewer: Viewer,
  requested: number | null | undefined,
  creating: boolean,
): Promise<number | undefined> {
  const id = agencyToLink(viewer, requested, creating);
  if (id !== undefined && !(await agencyExists(tx, id))) {
    throw fieldError('real_state_agency_id', writeMessages.agencyMissing);
  }
  return id;
}

/** undefined: leave the links; otherwise the ids to link (each a live project the viewer may link). */
export async function checkProjects(
  tx: DbOrTx,
  viewer: Viewer,
  ids: readonly number[] | null | undefined,
): Promise<number[] | undefined> {
  if (ids === null || ids === undefined) return undefined;
  const unique = [...new Set(ids)];
  const found = await findLiveProjects(tx, unique);
  if (found.length !== unique.length) throw fieldError('project_ids', writeMessages.projectMissing);
  assertMayLinkProjects(viewer, found);
  return unique;
}

/**
 * The user a mutation changes, locked: NOT_FOUND when it does not exist, FORBIDDEN when it lies
 * outside the viewer's agencies or holds a role the viewer may not manage.
 */
export async function lockTarget(tx: DbOrTx, viewer: Viewer, id: number) {
  const probe = await probeUser(tx, id, userScope.condition(viewer));
  if (!probe.exists) throw appError('NOT_FOUND', userMessages.notFound);
  if (!probe.inScope) throw appError('FORBIDDEN', messages.forbidden);
  const snapshot = await lockAuditSnapshot(tx, id);
  if (!snapshot) throw appError('NOT_FOUND', userMessages.notFound);
  assertMayManageHolderOf(viewer, snapshot.role);
  return snapshot;
}

/** A unique-index race lost to a concurrent insert of the same email is the same CONFLICT. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (value: unknown) =>
    typeof value === 'object' && value !== null && 'code' in value ? value.code : undefined;
  const cause =
    typeof error === 'object' && error !== null && 'cause' in error ? error.cause : null;
  return code(error) === '23505' || code(cause) === '23505';
}
