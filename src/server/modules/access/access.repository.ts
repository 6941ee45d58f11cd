import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { permissions, roleHasPermissions, roles, userRoles } from '../../db/schema';
import type { NamedRecord, RoleRecord } from './access.mappers';

// Roles, permissions and grants. Lists come with their permissions in the same query.

const namedColumns = {
  id: permissions.id,
  name: permissions.name,
  created_at: permissions.created_at,
};

export function listPermissions(db: DbOrTx, id?: number): Promise<NamedRecord[]> {
  return db
    .select(namedColumns)
    .from(permissions)
    .where(id === undefined ? undefined : eq(permissions.id, id))
    .orderBy(asc(permissions.name));
}

const rolePermissionsJson = sql<NamedRecord[]>`coalesce((
  select json_agg(json_build_object('id', p.id, 'name', p.name, 'created_at', p.created_at)
    order by p.name)
  from role_has_permissions rhp join permissions p on p.id = rhp.permission_id
  where rhp.role_id = ${sql.raw('"roles"."id"')}), '[]'::json)`;

const roleColumns = {
  id: roles.id,
  name: roles.name,
  created_at: roles.created_at,
  permissions: rolePermissionsJson,
};

export function listRoles(db: DbOrTx, id?: number): Promise<RoleRecord[]> {
  return db
    .select(roleColumns)
    .from(roles)
    .where(id === undefined ? undefined : eq(roles.id, id))
    .orderBy(asc(roles.name));
}

export async function lockPermission(tx: DbOrTx, id: number): Promise<NamedRecord | null> {
  const [row] = await tx
    .select(namedColumns)
    .from(permissions)
    .where(eq(permissions.id, id))
    .for('update');
  return row ?? null;
}

export async function lockRole(
  tx: DbOrTx,
  where: { id: number } | { name: string },
): Promise<RoleRecord | null> {
  const [row] = await tx
    .select(roleColumns)
    .from(roles)
    .where('id' in where ? eq(roles.id, where.id) : eq(roles.name, where.name))
    .for('update', { of: roles });
  return row ?? null;
}

/** Names compare case-insensitively: 'Show-Users' and 'show-users' would confuse everyone. */
export async function permissionNameTaken(tx: DbOrTx, name: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: permissions.id })
    .from(permissions)
    .where(
      and(
        sql`lower(${permissions.name}) = lower(${name})`,
        exceptId ? ne(permissions.id, exceptId) : undefined,
      ),
    );
  return row !== undefined;
}

export async function roleNameTaken(tx: DbOrTx, name: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        sql`lower(${roles.name}) = lower(${name})`,
        exceptId ? ne(roles.id, exceptId) : undefined,
      ),
    );
  return row !== undefined;
}

export async function insertPermission(tx: DbOrTx, name: string): Promise<NamedRecord> {
  const [row] = await tx.insert(permissions).values({ name }).returning(namedColumns);
  if (!row) throw new Error('insert into permissions returned nothing');
  return row;
}

export async function renamePermission(tx: DbOrTx, id: number, name: string) {
  await tx.update(permissions).set({ name, updated_at: new Date() }).where(eq(permissions.id, id));
}

export async function deletePermissionRow(tx: DbOrTx, id: number) {
  await tx.delete(permissions).where(eq(permissions.id, id));
}

/** The names of the roles granted permission `id` (what its deletion takes away). */
export async function rolesGranting(tx: DbOrTx, id: number): Promise<string[]> {
  const rows = await tx
    .select({ name: roles.name })
    .from(roleHasPermissions)
    .innerJoin(roles, eq(roles.id, roleHasPermissions.role_id))
    .where(eq(roleHasPermissions.permission_id, id))
    .orderBy(asc(roles.name));
  return rows.map((row) => row.name);
}

export async function insertRole(tx: DbOrTx, name: string): Promise<number> {
  const [row] = await tx.insert(roles).values({ name }).returning({ id: roles.id });
  if (!row) throw new Error('insert into roles returned nothing');
  return row.id;
}

export async function renameRole(tx: DbOrTx, id: number, name: string) {
  await tx.update(roles).set({ name, updated_at: new Date() }).where(eq(roles.id, id));
}

export async function replaceRolePermissions(tx: DbOrTx, roleId: number, permissionIds: number[]) {
  await tx.delete(roleHasPermissions).where(eq(roleHasPermissions.role_id, roleId));
  if (permissionIds.length === 0) return;
  await tx
    .insert(roleHasPermissions)
    .values(permissionIds.map((permission_id) => ({ role_id: roleId, permission_id })));
}

export async function roleHolders(tx: DbOrTx, roleId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(userRoles)
    .where(eq(userRoles.role_id, roleId));
  return row?.n ?? 0;
}

export async function deleteRoleRow(tx: DbOrTx, id: number) {
  await tx.delete(roles).where(eq(roles.id, id));
}

export function findPermissionIds(tx: DbOrTx, names: readonly string[]) {
  if (names.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: permissions.id, name: permissions.name })
    .from(permissions)
    .where(inArray(permissions.name, [...names]));
}
