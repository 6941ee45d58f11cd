import type { DbOrTx } from '../../db/client';
import { runRollupsRebuild } from './dashboard.repository';

/**
 * Recomputes the dashboard's rollups (migrations 0009 and 0019) from the raw tables: after a bulk load
 * run with the triggers off, and in the tests as the oracle the triggers must match.
 */
export async function rebuildDashboardRollups(db: DbOrTx): Promise<void> {
  await runRollupsRebuild(db);
}
