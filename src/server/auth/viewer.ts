import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import { isRoleName, type RoleName } from '../../shared/access';
import type { Viewer } from '../context';
import type { DbOrTx } from '../db/client';
import { oauthAccessTokens, users } from '../db/schema';
import type { AccessClaims } from './jwt';
import { viewerCacheFor } from './viewer-cache';

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

/** A role created by an administrator is not one of the policy's roles: it grants no route. */
export function toRoleName(name: string | undefined): RoleName | null {
  return isRoleName(name) ? name : null;
}

/**
 * A user as a viewer without a session (a job run for them, a link signed for them): the same
 * access fields a request loads, read now, so a user deactivated or moved to another agency since
 * gets what they may see today. Null when the user is gone or deactivated.
 */
export async function loadUserViewer(db: DbOrTx, userId: number): Promise<Viewer | null> {
  const [row] = await db
    .select(accessFields)
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, true)));
  return row ? { ...row, role: toRoleName(row.roles[0]), tokenId: '', familyId: '' } : null;
}

/**
 * The viewer behind a verified access token, or null when the token was revoked, has expired,
 * or its user is gone or deactivated. Runs on every request (through the per-token cache, which
 * revalidates on every change: see `viewer-cache.ts`), so revocation takes effect at once.
 */
export function loadViewer(db: DbOrTx, claims: AccessClaims): Promise<Viewer | null> {
  return viewerCacheFor(db).viewerFor(db, claims);
}

/** The viewer read afresh, with `marker` (the access epoch) read in the same statement. */
export async function loadViewerAt(
  db: DbOrTx,
  claims: AccessClaims,
  marker: SQL<number>,
): Promise<{ viewer: Viewer; epoch: number } | null> {
  const [row] = await db
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
    );
  if (!row) return null;
  const { epoch, ...fields } = row;
  // A cached viewer is shared by the requests of one token: nothing may change it in place.
  const viewer: Viewer = Object.freeze({
    ...fields,
    roles: Object.freeze(fields.roles) as string[],
    permissions: Object.freeze(fields.permissions) as string[],
    agencyIds: Object.freeze(fields.agencyIds) as number[],
    projectIds: Object.freeze(fields.projectIds) as number[],
    role: toRoleName(fields.roles[0]),
    tokenId: claims.jti,
    familyId: claims.familyId,
  });
  // PostgreSQL sends a bigint as text; PGlite may send a number.
  return { viewer, epoch: Number(epoch) };
}
