import type { SQL } from 'drizzle-orm';
import { isRoleName, type RoleName } from '../../shared/access';
import type { Viewer } from '../context';
import type { DbOrTx } from '../db/client';
import type { AccessClaims } from './jwt';
import { viewerCacheFor } from './viewer-cache';
import { findActiveUserAccess, findTokenAccess } from './viewer.repository';

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
  const row = await findActiveUserAccess(db, userId);
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
  const row = await findTokenAccess(db, claims, marker);
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
