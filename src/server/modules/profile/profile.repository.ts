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

// Drizzle leaves columns unqualified in a single-table select, and inside a subquery a bare "id"
// would bind to the inner table: the correlated subqueries name the outer row explicitly.
const outerUserId = sql.raw('"users"."id"');

const roles = sql<RoleRow[]>`coalesce((
  select json_agg(json_build_object('id', r.id, 'name', r.name, 'created_at', r.created_at,
    'permissions', coalesce((
      select json_agg(json_build_object('id', p.id, 'name', p.name, 'created_at', p.created_at)
        order by p.name)
      from role_has_permissions rhp join permissions p on p.id = rhp.permission_id
      where rhp.role_id = r.id), '[]'::json))
    order by ur.position, ur.role_id)
  from user_roles ur join roles r on r.id = ur.role_id
  where ur.user_id = ${outerUserId}), '[]'::json)`;

const permissions = sql<NamedRow[]>`coalesce((
  select json_agg(json_build_object('id', p.id, 'name', p.name, 'created_at', p.created_at)
    order by p.name)
  from permissions p
  where p.id in (
    select rhp.permission_id from role_has_permissions rhp
    where rhp.role_id = (select ur.role_id from user_roles ur where ur.user_id = ${outerUserId}
      order by ur.position, ur.role_id limit 1)
    union select up.permission_id from user_permissions up where up.user_id = ${outerUserId})
  ), '[]'::json)`;

const agencyLinks = sql<ProfileRecord['realstateagencyuser']>`coalesce((
  select json_agg(json_build_object('id', l.id, 'real_state_agency_id', l.real_state_agency_id,
    'name', coalesce(a.name, '')) order by l.id)
  from real_state_agency_users l left join real_state_agencies a on a.id = l.real_state_agency_id
  where l.user_id = ${outerUserId}), '[]'::json)`;

const projectLinks = sql<ProfileRecord['projectuser']>`coalesce((
  select json_agg(json_build_object('id', pu.id, 'project_id', pu.project_id) order by pu.id)
  from project_users pu where pu.user_id = ${outerUserId}), '[]'::json)`;

export async function findProfile(db: DbOrTx, userId: number): Promise<ProfileRecord | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      last_name: users.last_name,
      email: users.email,
      status: users.status,
      roles,
      permissions,
      realstateagencyuser: agencyLinks,
      projectuser: projectLinks,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
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
