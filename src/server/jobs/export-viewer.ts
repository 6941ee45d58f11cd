import { and, eq } from 'drizzle-orm';
import { canRunOperation } from '../../shared/access';
import { accessFields, toRoleName } from '../auth/viewer';
import type { Viewer } from '../context';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { subjectOf } from '../graphql/authorize';

/**
 * The requester as the job runs: the same access fields a request loads, read again now, so a
 * user deactivated or moved to another agency since the request gets what they may see today.
 * Null when the user is gone, deactivated or no longer allowed to run the export's operation.
 */
export async function exportViewer(
  db: DbOrTx,
  userId: number,
  operation: string,
): Promise<Viewer | null> {
  const [row] = await db
    .select(accessFields)
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, true)));
  if (!row) return null;
  const viewer: Viewer = { ...row, role: toRoleName(row.roles[0]), tokenId: '', familyId: '' };
  return canRunOperation(operation, subjectOf(viewer)) ? viewer : null;
}
