import type {
  MutationChangeUserStatusArgs,
  MutationDeleteUserArgs,
} from '../../../../graphql/generated/server/resolvers-types';
import { writeAudit } from '../../audit/audit';
import { revokeUserSessions } from '../../auth/tokens';
import type { GraphQLContext } from '../../context';
import { appError, parseId } from '../../kernel';
import { requireViewer } from '../profile';
import { announceUserChange } from './users.announce.service';
import { lockTarget } from './users.checks.service';
import { findUserRecord, type UserRecord } from './users.repository';
import { userMessages } from './users.service';
import { deleteUserRow, updateUserColumns } from './users.write.repository';

export const removeMessages = {
  selfDelete: 'No puedes eliminar tu propio usuario.',
  selfStatus: 'No puedes cambiar el estado de tu propio usuario.',
} as const;

/**
 * `deleteUser`: signs out the user's sessions, then deletes it with its grants and links (the
 * foreign keys cascade); the audit row keeps what it was. Returns the user as it was.
 */
export async function deleteUser(
  ctx: GraphQLContext,
  args: MutationDeleteUserArgs,
): Promise<UserRecord> {
  const viewer = requireViewer(ctx);
  const id = parseId(args.id, userMessages.notFound);
  if (id === viewer.id) throw appError('CONFLICT', removeMessages.selfDelete);

  const outcome = await ctx.db.transaction(async (tx) => {
    const before = await lockTarget(tx, viewer, id);
    const record = await findUserRecord(tx, id);
    if (!record) throw appError('NOT_FOUND', userMessages.notFound);
    const families = await revokeUserSessions(tx, id);
    await deleteUserRow(tx, id);
    await writeAudit(tx, {
      userId: viewer.id,
      event: 'deleted',
      auditableType: 'User',
      auditableId: id,
      oldValues: before,
      ip: ctx.ip,
    });
    return { record, families, agencyId: before.real_state_agency_ids[0] };
  });

  await announceUserChange(
    ctx,
    { action: 'deleted', id, agencyId: outcome.agencyId },
    outcome.families,
  );
  return outcome.record;
}

/** `changeUserStatus`: sets the active flag; deactivating ends all of the user's sessions. */
export async function changeUserStatus(
  ctx: GraphQLContext,
  args: MutationChangeUserStatusArgs,
): Promise<UserRecord> {
  const viewer = requireViewer(ctx);
  const id = parseId(args.userid, userMessages.notFound);
  if (id === viewer.id) throw appError('CONFLICT', removeMessages.selfStatus);

  const outcome = await ctx.db.transaction(async (tx) => {
    const before = await lockTarget(tx, viewer, id);
    if (before.status === args.status) {
      return { families: [], agencyId: before.real_state_agency_ids[0], changed: false };
    }
    await updateUserColumns(tx, id, { status: args.status });
    await writeAudit(tx, {
      userId: viewer.id,
      event: 'updated',
      auditableType: 'User',
      auditableId: id,
      oldValues: { status: before.status },
      newValues: { status: args.status },
      ip: ctx.ip,
    });
    const families = args.status ? [] : await revokeUserSessions(tx, id);
    return { families, agencyId: before.real_state_agency_ids[0], changed: true };
  });

  if (outcome.changed) {
    await announceUserChange(
      ctx,
      { action: 'updated', id, agencyId: outcome.agencyId },
      outcome.families,
    );
  }
  const record = await findUserRecord(ctx.db, id);
  if (!record) throw appError('NOT_FOUND', userMessages.notFound);
  return record;
}
