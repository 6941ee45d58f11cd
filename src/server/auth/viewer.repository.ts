import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { prepared } from '../db/prepared';
import { accessEpoch, oauthAccessTokens, users } from '../db/schema';
import type { AccessClaims } from './jwt';

// Drizzle leaves columns unqualified in a single-table select, and inside a subquery a bare "id"
// would bind to the inner table: the correlated subqueries name the outer row explicitly.
const outerUserId = sql.raw('"users"."id"');

// Everything the viewer needs comes back in one round trip: the token's revocation state, the
// user and the user's roles, permissions, agencies and projects as JSON arrays (no N+1).
const roleNames = sql<string[]>`coalesce((
  select json_agg(r.name order by ur.position, ur.role_id)
  from user_roles ur join roles r on r.id = ur.role_id
  where ur.user_id = ${outerUserId}), '[]'::json)`;

// The effective role is the one with the lowest position (spec §6: "the first").
const effectiveRoleId = sql`(
  select ur.role_id from user_roles ur where ur.user_id = ${outerUserId}
  order by ur.position, ur.role_id limit 1)`;

// The contract's Profile.permissions: the effective role's permissions plus direct grants.
const permissionNames = sql<string[]>`coalesce((
  select json_agg(p.name order by p.name) from permissions p
  where p.id in (
    select rhp.permission_id from role_has_permissions rhp where rhp.role_id = ${effectiveRoleId}
    union select up.permission_id from user_permissions up where up.user_id = ${outerUserId})
  ), '[]'::json)`;

const agencyIds = sql<number[]>`coalesce((
  select json_agg(a.real_state_agency_id order by a.real_state_agency_id)
  from real_state_agency_users a where a.user_id = ${outerUserId}), '[]'::json)`;

const projectIds = sql<number[]>`coalesce((
  select json_agg(pu.project_id order by pu.project_id)
  from project_users pu where pu.user_id = ${outerUserId}), '[]'::json)`;

export const accessFields = {
  id: users.id,
  name: users.name,
  last_name: users.last_name,
  email: users.email,
  status: users.status,
  roles: roleNames,
  permissions: permissionNames,
  agencyIds,
  projectIds,
};

/** The access fields of active user `userId`, if there is one. */
export async function findActiveUserAccess(db: DbOrTx, userId: number) {
  const [row] = await db
    .select(accessFields)
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, true)));
  return row;
}

/**
 * The access fields behind a live access token (not revoked nor expired, of an active user), with
 * `marker` read in the same statement.
 */
export async function findTokenAccess(db: DbOrTx, claims: AccessClaims, marker: SQL<number>) {
  const [row] = await prepared(
    'token_access',
    db
      .select({ ...accessFields, epoch: marker })
      .from(users)
      .innerJoin(oauthAccessTokens, eq(oauthAccessTokens.user_id, users.id))
      .where(
        and(
          eq(oauthAccessTokens.id, claims.jti),
          eq(oauthAccessTokens.family_id, claims.familyId),
          eq(oauthAccessTokens.revoked, false),
          gt(oauthAccessTokens.expires_at, sql`now()`),
          eq(users.id, claims.userId),
          eq(users.status, true),
        ),
      ),
  );
  return row;
}

/** The access epoch as one statement reads it, to read along with a viewer. */
export const epochNow = sql<number>`(select value from access_epoch where id = 1)`;

/** The access epoch now, read by one statement of its own. */
export async function readAccessEpoch(db: DbOrTx) {
  const [row] = await prepared(
    'access_epoch',
    db.select({ value: accessEpoch.value }).from(accessEpoch).where(eq(accessEpoch.id, 1)),
  );
  return row;
}
