import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  projectUsers,
  projects,
  realStateAgencies,
  realStateAgencyUsers,
  roles,
  userPermissions,
  userRoles,
  users,
} from '../../db/schema';

// Writes of users and their grants and links; every function takes the mutation's transaction.

export async function findRoleByName(tx: DbOrTx, name: string) {
  const [row] = await tx
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(eq(roles.name, name));
  return row ?? null;
}

export async function agencyExists(tx: DbOrTx, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: realStateAgencies.id })
    .from(realStateAgencies)
    .where(eq(realStateAgencies.id, id));
  return row !== undefined;
}

/** Projects that still exist (not removed), with their agency. */
export function findLiveProjects(tx: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: projects.id, real_state_agency_id: projects.real_state_agency_id })
    .from(projects)
    .where(and(inArray(projects.id, [...ids]), isNull(projects.deleted_at)));
}

export async function emailTaken(tx: DbOrTx, email: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        exceptId ? ne(users.id, exceptId) : undefined,
      ),
    );
  return row !== undefined;
}

export interface UserColumns {
  name: string;
  last_name: string;
  email: string;
  status: boolean;
  passwordHash?: string;
}

export async function insertUser(tx: DbOrTx, values: UserColumns & { passwordHash: string }) {
  const [row] = await tx
    .insert(users)
    .values({
      name: values.name,
      last_name: values.last_name,
      email: values.email,
      status: values.status,
      password: values.passwordHash,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('insert into users returned nothing');
  return row.id;
}

export async function updateUserColumns(tx: DbOrTx, id: number, values: Partial<UserColumns>) {
  const { passwordHash, ...columns } = values;
  await tx
    .update(users)
    .set({
      ...columns,
      ...(passwordHash ? { password: passwordHash } : {}),
      updated_at: new Date(),
    })
    .where(eq(users.id, id));
}

/** The user's only role becomes `roleId` (position 0: the effective role). */
export async function replaceRole(tx: DbOrTx, userId: number, roleId: number) {
  await tx.delete(userRoles).where(eq(userRoles.user_id, userId));
  await tx.insert(userRoles).values({ user_id: userId, role_id: roleId, position: 0 });
}

export async function replaceDirectPermissions(
  tx: DbOrTx,
  userId: number,
  permissionIds: readonly number[],
) {
  await tx.delete(userPermissions).where(eq(userPermissions.user_id, userId));
  if (permissionIds.length === 0) return;
  await tx
    .insert(userPermissions)
    .values(permissionIds.map((permission_id) => ({ user_id: userId, permission_id })));
}

export async function replaceAgencyLinks(tx: DbOrTx, userId: number, agencyIds: number[]) {
  await tx.delete(realStateAgencyUsers).where(eq(realStateAgencyUsers.user_id, userId));
  if (agencyIds.length === 0) return;
  await tx
    .insert(realStateAgencyUsers)
    .values(agencyIds.map((real_state_agency_id) => ({ user_id: userId, real_state_agency_id })));
}

export async function replaceProjectLinks(tx: DbOrTx, userId: number, projectIds: number[]) {
  await tx.delete(projectUsers).where(eq(projectUsers.user_id, userId));
  if (projectIds.length === 0) return;
  await tx
    .insert(projectUsers)
    .values(projectIds.map((project_id) => ({ user_id: userId, project_id })));
}

export async function deleteUserRow(tx: DbOrTx, id: number) {
  await tx.delete(users).where(eq(users.id, id));
}

/**
 * The user as its audit rows record it: columns without the password, the role and direct
 * permissions by name, the linked agency and project ids. The row is locked for the transaction.
 */
export async function lockAuditSnapshot(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({
      name: users.name,
      last_name: users.last_name,
      email: users.email,
      status: users.status,
      role: sql<string | null>`(select r.name from user_roles ur join roles r on r.id = ur.role_id
        where ur.user_id = "users"."id" order by ur.position, ur.role_id limit 1)`,
      permissions: sql<string[]>`array(select p.name from user_permissions up
        join permissions p on p.id = up.permission_id where up.user_id = "users"."id"
        order by p.name)`,
      real_state_agency_ids: sql<number[]>`array(select l.real_state_agency_id
        from real_state_agency_users l where l.user_id = "users"."id"
        order by l.real_state_agency_id)`,
      project_ids: sql<number[]>`array(select pu.project_id from project_users pu
        where pu.user_id = "users"."id" order by pu.project_id)`,
    })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row ?? null;
}

export type UserSnapshot = NonNullable<Awaited<ReturnType<typeof lockAuditSnapshot>>>;
