import type { MutationEditUserArgs } from '../../../../graphql/generated/server/resolvers-types';
import { userEditSchema } from '../../../shared/schemas/users';
import { diffValues, writeAudit } from '../../audit/audit';
import { hashPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/tokens';
import type { GraphQLContext } from '../../context';
import { appError, parseInput } from '../../kernel';
import { permissionIdsOf } from '../access';
import { requireViewer } from '../profile';
import { announceUserChange } from './users.announce.service';
import {
  checkAgency,
  checkEmailFree,
  checkProjects,
  checkRole,
  emailConflict,
  isUniqueViolation,
  lockTarget,
} from './users.checks.service';
import { findUserRecord, type UserRecord } from './users.repository';
import {
  lockAuditSnapshot,
  replaceAgencyLinks,
  replaceDirectPermissions,
  replaceProjectLinks,
  replaceRole,
  updateUserColumns,
} from './users.write.repository';

export const editMessages = {
  selfDeactivate: 'No puedes desactivar tu propio usuario.',
} as const;

/**
 * `editUser`: columns, role, direct permissions (decoded from the bar-quoted JSON text) and, when
 * given, the links, with one 'updated' audit row of what changed. Deactivating the user or
 * changing its password ends its sessions (the viewer's own current session stays).
 */
export async function editUser(
  ctx: GraphQLContext,
  args: MutationEditUserArgs,
): Promise<UserRecord> {
  const viewer = requireViewer(ctx);
  const input = parseInput(userEditSchema, args);
  const { id } = input;
  if (id === viewer.id && !input.status) throw appError('CONFLICT', editMessages.selfDeactivate);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;

  const outcome = await ctx.db
    .transaction(async (tx) => {
      const before = await lockTarget(tx, viewer, id);
      await checkEmailFree(tx, input.email, id);
      const role = await checkRole(tx, viewer, input.role);
      const permissionIds = await permissionIdsOf(tx, input.permissions);
      const agencyId = await checkAgency(tx, viewer, input.real_state_agency_id, false);
      const projectIds = await checkProjects(tx, viewer, input.project_ids);

      const { name, last_name, email, status } = input;
      await updateUserColumns(tx, id, { name, last_name, email, status, passwordHash });
      await replaceRole(tx, id, role.id);
      await replaceDirectPermissions(tx, id, permissionIds);
      if (agencyId !== undefined) await replaceAgencyLinks(tx, id, [agencyId]);
      if (projectIds) await replaceProjectLinks(tx, id, projectIds);

      const after = await lockAuditSnapshot(tx, id);
      const diff = diffValues(before, after);
      if (passwordHash) diff.new.password_changed = true;
      if (Object.keys(diff.new).length > 0) {
        await writeAudit(tx, {
          userId: viewer.id,
          event: 'updated',
          auditableType: 'User',
          auditableId: id,
          oldValues: diff.old,
          newValues: diff.new,
          ip: ctx.ip,
        });
      }
      const endSessions = passwordHash !== undefined || (before.status && !status);
      const families = endSessions
        ? await revokeUserSessions(
            tx,
            id,
            id === viewer.id ? { exceptFamilyId: viewer.familyId } : {},
          )
        : [];
      return { families, agencyId: after?.real_state_agency_ids[0] };
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? emailConflict() : error;
    });

  await announceUserChange(
    ctx,
    { action: 'updated', id, agencyId: outcome.agencyId },
    outcome.families,
  );
  const record = await findUserRecord(ctx.db, id);
  if (!record) throw new Error(`user ${id} vanished after its edit`);
  return record;
}
