import type { DbOrTx } from '../db/client';
import { audits } from '../db/schema';

/** Appends one audit row, as given (audits are append-only). */
export async function insertAudit(tx: DbOrTx, row: typeof audits.$inferInsert): Promise<void> {
  await tx.insert(audits).values(row);
}
