import { profileEditSchema, type ProfileEditInput } from '../../../shared/schemas/profile';
import { writeAudit, diffValues } from '../../audit/audit';
import { hashPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/tokens';
import type { GraphQLContext } from '../../context';
import { announce, appError, messages, requireViewer } from '../../kernel';
import type { RecordChangeEvent } from '../realtime';
import {
  findProfile,
  lockProfileColumns,
  updateProfileColumns,
  type ProfileRecord,
} from './profile.repository';

export { requireViewer };

async function loadProfile(ctx: GraphQLContext, userId: number): Promise<ProfileRecord> {
  const profile = await findProfile(ctx.db, userId);
  // The token was valid a moment ago; a user deleted since then has no session left.
  if (!profile) throw appError('UNAUTHENTICATED', messages.unauthenticated);
  return profile;
}

export function myProfile(ctx: GraphQLContext): Promise<ProfileRecord> {
  return loadProfile(ctx, requireViewer(ctx).id);
}

/**
 * `editUserProfile`: validates with the shared schema, then updates the user and writes its audit
 * row in one transaction. A new password ends the user's other sessions; this one stays.
 */
export async function editMyProfile(
  ctx: GraphQLContext,
  args: ProfileEditInput,
): Promise<ProfileRecord> {
  const viewer = requireViewer(ctx);
  const parsed = profileEditSchema.safeParse(args);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw appError('BAD_USER_INPUT', issue?.message ?? 'Datos inválidos.', {
      field: String(issue?.path[0] ?? ''),
    });
  }
  const { name, last_name, password } = parsed.data;
  // Hashing costs ~19 MiB and tens of milliseconds: done before the transaction opens.
  const passwordHash = password ? await hashPassword(password) : undefined;

  const revokedFamilies = await ctx.db.transaction(async (tx) => {
    const before = await lockProfileColumns(tx, viewer.id);
    if (!before) throw appError('UNAUTHENTICATED', messages.unauthenticated);
    await updateProfileColumns(tx, viewer.id, { name, last_name, passwordHash });
    const diff = diffValues(before, { name, last_name });
    if (passwordHash) diff.new.password_changed = true;
    if (Object.keys(diff.new).length > 0) {
      await writeAudit(tx, {
        userId: viewer.id,
        event: 'updated',
        auditableType: 'User',
        auditableId: viewer.id,
        oldValues: diff.old,
        newValues: diff.new,
        ip: ctx.ip,
      });
    }
    return passwordHash
      ? revokeUserSessions(tx, viewer.id, { exceptFamilyId: viewer.familyId })
      : [];
  });

  // After commit: close the subscriptions of the sessions that just ended, on every instance, and
  // let open user lists refresh. A lost notification must not fail an edit that committed.
  const change: RecordChangeEvent = {
    type: 'user',
    action: 'updated',
    id: String(viewer.id),
    project_id: null,
    agency_id: viewer.agencyIds[0] === undefined ? null : String(viewer.agencyIds[0]),
  };
  await announce(ctx, [change], { revokedFamilies });
  return loadProfile(ctx, viewer.id);
}
