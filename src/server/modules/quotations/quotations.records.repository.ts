import { and, eq, isNull } from 'drizzle-orm';
import type { QuotationStatus } from '../../../shared/sales-status';
import type { DbOrTx, Tx } from '../../db/client';
import { projects, quotations } from '../../db/schema';

// A quotation by id and its status writes (the rules are in quotations.service.ts and
// quotations.follow.service.ts).

/**
 * A quotation of a live project with its project's agency; undefined when missing or its project
 * was removed. With `lock`, its row is locked FOR UPDATE.
 */
export async function findLocatedQuotation(db: DbOrTx, id: number, lock = false) {
  const query = db
    .select({ quotation: quotations, agency_id: projects.real_state_agency_id })
    .from(quotations)
    .innerJoin(projects, eq(projects.id, quotations.project_id))
    .where(and(eq(quotations.id, id), isNull(projects.deleted_at)));
  const [row] = lock ? await query.for('update', { of: quotations }) : await query;
  return row;
}

/** The quotation's status and project, its row locked FOR UPDATE. */
export async function lockQuotationStatus(tx: Tx, id: number) {
  const [row] = await tx
    .select({ status: quotations.status, projectId: quotations.project_id })
    .from(quotations)
    .where(eq(quotations.id, id))
    .for('update');
  return row;
}

/** Sets the status; the row as it is now (undefined when it vanished). */
export async function updateQuotationStatus(tx: Tx, id: number, status: QuotationStatus) {
  const [row] = await tx
    .update(quotations)
    .set({ status, updated_at: new Date() })
    .where(eq(quotations.id, id))
    .returning();
  return row;
}

/** Sets the status, nothing read back. */
export async function setQuotationStatus(
  tx: Tx,
  id: number,
  status: QuotationStatus,
): Promise<void> {
  await tx.update(quotations).set({ status, updated_at: new Date() }).where(eq(quotations.id, id));
}
