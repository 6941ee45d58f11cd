import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

export interface NamedRow {
  id: number;
  name: string;
  /** As PostgreSQL writes timestamps in JSON (not yet ISO-8601 `Z`). */
  created_at: string | null;
}

export interface RoleRow extends NamedRow {
  /** The role's own permissions, by name. */
  permissions: NamedRow[];
}

/** The signed-in user with everything the contract's Profile shows, loaded in one query. */
export interface ProfileRecord {
  id: number;
  name: string;
  last_name: string;
  email: string;
  status: boolean;
  /** Ordered by position: the first is the effective role. */
  roles: RoleRow[];
  /** The effective role's permissions plus direct grants, by name. */
  permissions: NamedRow[];
  realstateagencyuser: { id: number; real_state_agency_id: number; name: string }[];
  projectuser: { id: number; project_id: number }[];
}

// One statement planned once per connection: the shape lives in the `user_profile` function
// (migration 0026), so that `me`, sent on every page load, does not plan five subqueries each time.
export async function findProfile(db: DbOrTx, userId: number): Promise<ProfileRecord | null> {
  const [row] = await db
    .select({ profile: sql<ProfileRecord>`user_profile(${users.id})` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.profile ?? null;
}

/** The editable columns, locked until the transaction ends so two edits cannot interleave. */
export async function lockProfileColumns(tx: DbOrTx, userId: number) {
  const [row] = await tx
    .select({ name: users.name, last_name: users.last_name })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

export async function updateProfileColumns(
  tx: DbOrTx,
  userId: number,
  values: { name: string; last_name: string; passwordHash?: string },
): Promise<void> {
  await tx
    .update(users)
    .set({
      name: values.name,
      last_name: values.last_name,
      ...(values.passwordHash ? { password: values.passwordHash } : {}),
      updated_at: new Date(),
    })
    .where(eq(users.id, userId));
}
