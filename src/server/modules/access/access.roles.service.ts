import type {
  MutationCreateRoleArgs,
  MutationDeleteRoleArgs,
  MutationEditRoleArgs,
} from '../../../../graphql/generated/server/resolvers-types';
import { isRoleName } from '../../../shared/access';
import { roleInputSchema } from '../../../shared/schemas/access';
import { diffValues, writeAudit, type AuditValues } from '../../audit/audit';
import type { GraphQLContext } from '../../context';
import type { Tx } from '../../db/client';
import { appError, parseId, parseInput } from '../../kernel';
import { requireViewer } from '../profile';
import type { RoleRecord } from './access.mappers';
import { announceAccessChange } from './access.announce.service';
import {
  deleteRoleRow,
  insertRole,
  listRoles,
  lockRole,
  renameRole,
  replaceRolePermissions,
  roleHolders,
  roleNameTaken,
} from './access.repository';
import { permissionIdsOf } from './access.permission-names.service';

export const roleMessages = {
  notFound: 'El rol no existe.',
  taken: 'Ya existe un rol con ese nombre.',
  systemRename: 'Los roles del sistema no se pueden renombrar.',
  systemDelete: 'Los roles del sistema no se pueden eliminar.',
  inUse: 'El rol está asignado a usuarios.',
} as const;

const nameConflict = () =>
  appError('CONFLICT', roleMessages.taken, { field: 'name', fields: { name: roleMessages.taken } });

/** What a role's audit rows record: its name and its permissions by name. */
const auditView = (role: RoleRecord): AuditValues => ({
  name: role.name,
  permissions: role.permissions.map((p) => p.name),
});

async function audit(
  ctx: GraphQLContext,
  tx: Tx,
  event: string,
  id: number,
  old: AuditValues,
  now: AuditValues,
) {
  await writeAudit(tx, {
    userId: requireViewer(ctx).id,
    event,
    auditableType: 'Role',
    auditableId: id,
    oldValues: old,
    newValues: now,
    ip: ctx.ip,
  });
}

async function reload(tx: Tx, id: number): Promise<RoleRecord> {
  const role = await lockRole(tx, { id });
  if (!role) throw new Error(`role ${id} vanished inside its own transaction`);
  return role;
}

/** `roles(id)`: all by name with their permissions, or only that one. */
export async function findRoles(ctx: GraphQLContext, id?: string | null) {
  if (id === null || id === undefined) return listRoles(ctx.db);
  const rows = await listRoles(ctx.db, parseId(id, roleMessages.notFound));
  if (rows.length === 0) throw appError('NOT_FOUND', roleMessages.notFound);
  return rows;
}

export async function createRole(ctx: GraphQLContext, args: MutationCreateRoleArgs) {
  const input = parseInput(roleInputSchema, args);
  const created = await ctx.db.transaction(async (tx) => {
    if (await roleNameTaken(tx, input.name)) throw nameConflict();
    const permissionIds = await permissionIdsOf(tx, input.permissions ?? []);
    const id = await insertRole(tx, input.name);
    await replaceRolePermissions(tx, id, permissionIds);
    const role = await reload(tx, id);
    await audit(ctx, tx, 'created', id, {}, auditView(role));
    return role;
  });
  await announceAccessChange(ctx, 'role', 'created', created.id);
  return created;
}

/** Renames a role (not a system role) and, when `permissions` is given, replaces its grants. */
export async function editRole(ctx: GraphQLContext, args: MutationEditRoleArgs) {
  const id = parseId(args.id, roleMessages.notFound);
  const input = parseInput(roleInputSchema, args);
  const outcome = await ctx.db.transaction(async (tx) => {
    const before = await lockRole(tx, { id });
    if (!before) throw appError('NOT_FOUND', roleMessages.notFound);
    if (before.name !== input.name) {
      if (isRoleName(before.name)) throw appError('CONFLICT', roleMessages.systemRename);
      if (await roleNameTaken(tx, input.name, id)) throw nameConflict();
      await renameRole(tx, id, input.name);
    }
    if (input.permissions) {
      await replaceRolePermissions(tx, id, await permissionIdsOf(tx, input.permissions));
    }
    const after = await reload(tx, id);
    const diff = diffValues(auditView(before), auditView(after));
    if (Object.keys(diff.new).length > 0) await audit(ctx, tx, 'updated', id, diff.old, diff.new);
    return { role: after, changed: Object.keys(diff.new).length > 0 };
  });
  if (outcome.changed) await announceAccessChange(ctx, 'role', 'updated', id);
  return outcome.role;
}

/** `deleteRole(name)`: refused for system roles and while any user holds the role. */
export async function deleteRole(ctx: GraphQLContext, args: MutationDeleteRoleArgs) {
  const deleted = await ctx.db.transaction(async (tx) => {
    const role = await lockRole(tx, { name: args.name.trim() });
    if (!role) throw appError('NOT_FOUND', roleMessages.notFound);
    if (isRoleName(role.name)) throw appError('CONFLICT', roleMessages.systemDelete);
    if ((await roleHolders(tx, role.id)) > 0) throw appError('CONFLICT', roleMessages.inUse);
    await deleteRoleRow(tx, role.id);
    await audit(ctx, tx, 'deleted', role.id, auditView(role), {});
    return role;
  });
  await announceAccessChange(ctx, 'role', 'deleted', deleted.id);
  return deleted;
}
