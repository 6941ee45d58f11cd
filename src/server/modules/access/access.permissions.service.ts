import type {
  MutationCreatePermissionArgs,
  MutationDeletePermissionArgs,
  MutationEditPermissionArgs,
} from '../../../../graphql/generated/server/resolvers-types';
import { MENU_PERMISSIONS } from '../../../shared/access';
import { permissionInputSchema } from '../../../shared/schemas/access';
import { writeAudit, type AuditValues } from '../../audit/audit';
import type { GraphQLContext } from '../../context';
import type { Tx } from '../../db/client';
import { appError, parseId, parseInput } from '../../kernel';
import { requireViewer } from '../profile';
import type { NamedRecord } from './access.mappers';
import { announceAccessChange } from './access.announce.service';
import {
  deletePermissionRow,
  insertPermission,
  listPermissions,
  lockPermission,
  permissionNameTaken,
  renamePermission,
  rolesGranting,
} from './access.repository';

export const permissionMessages = {
  notFound: 'El permiso no existe.',
  taken: 'Ya existe un permiso con ese nombre.',
  systemRename: 'Los permisos del sistema no se pueden renombrar.',
  systemDelete: 'Los permisos del sistema no se pueden eliminar.',
} as const;

/** The menu's permission names (spec §6): the application reads them, so they stay as they are. */
export const isSystemPermission = (name: string) => MENU_PERMISSIONS.includes(name);

const nameConflict = () =>
  appError('CONFLICT', permissionMessages.taken, {
    field: 'name',
    fields: { name: permissionMessages.taken },
  });

/** `permissions(id)`: all by name, or only that one (NOT_FOUND when there is none). */
export async function findPermissions(ctx: GraphQLContext, id?: string | null) {
  if (id === null || id === undefined) return listPermissions(ctx.db);
  const rows = await listPermissions(ctx.db, parseId(id, permissionMessages.notFound));
  if (rows.length === 0) throw appError('NOT_FOUND', permissionMessages.notFound);
  return rows;
}

async function audit(
  ctx: GraphQLContext,
  tx: Tx,
  entry: { event: string; id: number; old?: AuditValues; new?: AuditValues },
) {
  await writeAudit(tx, {
    userId: requireViewer(ctx).id,
    event: entry.event,
    auditableType: 'Permission',
    auditableId: entry.id,
    oldValues: entry.old,
    newValues: entry.new,
    ip: ctx.ip,
  });
}

export async function createPermission(
  ctx: GraphQLContext,
  args: MutationCreatePermissionArgs,
): Promise<NamedRecord> {
  const { name } = parseInput(permissionInputSchema, args);
  const created = await ctx.db.transaction(async (tx) => {
    if (await permissionNameTaken(tx, name)) throw nameConflict();
    const row = await insertPermission(tx, name);
    await audit(ctx, tx, { event: 'created', id: row.id, new: { name } });
    return row;
  });
  await announceAccessChange(ctx, 'permission', 'created', created.id);
  return created;
}

/** Renames a permission; a system permission keeps its name (the same name is a no-op). */
export async function editPermission(
  ctx: GraphQLContext,
  args: MutationEditPermissionArgs,
): Promise<NamedRecord> {
  const id = parseId(args.id, permissionMessages.notFound);
  const { name } = parseInput(permissionInputSchema, args);
  const outcome = await ctx.db.transaction(async (tx) => {
    const before = await lockPermission(tx, id);
    if (!before) throw appError('NOT_FOUND', permissionMessages.notFound);
    if (before.name === name) return { row: before, changed: false };
    if (isSystemPermission(before.name)) {
      throw appError('CONFLICT', permissionMessages.systemRename);
    }
    if (await permissionNameTaken(tx, name, id)) throw nameConflict();
    await renamePermission(tx, id, name);
    await audit(ctx, tx, { event: 'updated', id, old: { name: before.name }, new: { name } });
    return { row: { ...before, name }, changed: true };
  });
  if (outcome.changed) await announceAccessChange(ctx, 'permission', 'updated', id);
  return outcome.row;
}

/** Deletes a permission and its grants (roles and users); system permissions stay. */
export async function deletePermission(
  ctx: GraphQLContext,
  args: MutationDeletePermissionArgs,
): Promise<NamedRecord> {
  const id = parseId(args.id, permissionMessages.notFound);
  const deleted = await ctx.db.transaction(async (tx) => {
    const before = await lockPermission(tx, id);
    if (!before) throw appError('NOT_FOUND', permissionMessages.notFound);
    if (isSystemPermission(before.name)) {
      throw appError('CONFLICT', permissionMessages.systemDelete);
    }
    const roles = await rolesGranting(tx, id);
    await deletePermissionRow(tx, id);
    await audit(ctx, tx, { event: 'deleted', id, old: { name: before.name, roles } });
    return before;
  });
  await announceAccessChange(ctx, 'permission', 'deleted', id);
  return deleted;
}
