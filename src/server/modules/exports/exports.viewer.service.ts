import { canRunOperation } from '../../../shared/access';
import { loadUserViewer } from '../../auth/viewer';
import type { Viewer } from '../../context';
import type { DbOrTx } from '../../db/client';
import { subjectOf } from '../../graphql/authorize';

/**
 * The requester as the job runs, read again now, so a user deactivated or moved to another
 * agency since the request gets what they may see today. Null when the user is gone, deactivated
 * or no longer allowed to run the export's operation.
 */
export async function exportViewer(
  db: DbOrTx,
  userId: number,
  operation: string,
): Promise<Viewer | null> {
  const viewer = await loadUserViewer(db, userId);
  return viewer && canRunOperation(operation, subjectOf(viewer)) ? viewer : null;
}
