import type { MutationCreateUserArgs } from '../../../../graphql/generated/server/resolvers-types';
import { userCreateSchema } from '../../../shared/schemas/users';
import { writeAudit } from '../../audit/audit';
import { hashPassword } from '../../auth/passwords';
import type { GraphQLContext } from '../../context';
import { requireViewer } from '../profile';
import { parseInput } from '../../kernel';
import { announceUserChange } from './users.announce.service';
import {
  checkAgency,
  checkEmailFree,
  checkProjects,
  checkRole,
  emailConflict,
  isUniqueViolation,
} from './users.checks.service';
import { findUserRecord, type UserRecord } from './users.repository';
import {
  insertUser,
  lockAuditSnapshot,
  replaceAgencyLinks,
  replaceProjectLinks,
  replaceRole,
} from './users.write.repository';

/** `createUser`: the user, its role and links, and one 'created' audit row, in one transaction. */
export async function createUser(
  ctx: GraphQLContext,
  args: MutationCreateUserArgs,
): Promise<UserRecord> {
  const viewer = requireViewer(ctx);
  const input = parseInput(userCreateSchema, args);
  // Hashing costs ~19 MiB and tens of milliseconds: done before the transaction opens.
  const passwordHash = await hashPassword(input.password);

  const created = await ctx.db
    .transaction(async (tx) => {
      await checkEmailFree(tx, input.email);
      const role = await checkRole(tx, viewer, input.role);
      const agencyId = await checkAgency(tx, viewer, input.real_state_agency_id, true);
      const projectIds = await checkProjects(tx, viewer, input.project_ids);

      const { name, last_name, email } = input;
      const id = await insertUser(tx, { name, last_name, email, status: true, passwordHash });
      await replaceRole(tx, id, role.id);
      if (agencyId !== undefined) await replaceAgencyLinks(tx, id, [agencyId]);
      if (projectIds) await replaceProjectLinks(tx, id, projectIds);
      await writeAudit(tx, {
        userId: viewer.id,
        event: 'created',
        auditableType: 'User',
        auditableId: id,
        newValues: await lockAuditSnapshot(tx, id),
        ip: ctx.ip,
      });
      return { id, agencyId };
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? emailConflict() : error;
    });

  await announceUserChange(ctx, { action: 'created', ...created });
  const record = await findUserRecord(ctx.db, created.id);
  if (!record) throw new Error(`user ${created.id} vanished after its creation`);
  return record;
}
