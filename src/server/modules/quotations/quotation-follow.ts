import { eq } from 'drizzle-orm';
import { checkTransition, quotationStatus } from '../../../shared/sales-status';
import type { GraphQLContext } from '../../context';
import type { Tx } from '../../db/client';
import { quotations } from '../../db/schema';
import { auditStatusChange } from './sales-status-change';

// A quotation follows its sale: a paid booking makes it «Reservada», a signed promise
// «Promesada». Only a move the quotation table allows is made (a cancelled or expired quotation
// stays as staff left it); the move has its own audit row in the sale's transaction, so the
// quotation's history says when and by whose change it moved.

export type FollowedStatus = 'booked' | 'promised';

const allows = (from: string, to: string) => checkTransition(quotationStatus, from, to).ok;

/**
 * Whether the table leads there directly or, for a promise signed while the quotation was never
 * marked booked (a booking paid before it was followed, or written paid by the public site),
 * through «Reservada».
 */
const reaches = (from: string, to: FollowedStatus) =>
  allows(from, to) || (to === 'promised' && allows(from, 'booked') && allows('booked', to));

/** The moved quotation's id and project, or null when it did not move. */
export async function followQuotation(
  ctx: GraphQLContext,
  tx: Tx,
  quotationId: number | null,
  target: FollowedStatus,
): Promise<{ id: number; projectId: number } | null> {
  if (quotationId === null) return null;
  const [row] = await tx
    .select({ status: quotations.status, projectId: quotations.project_id })
    .from(quotations)
    .where(eq(quotations.id, quotationId))
    .for('update');
  if (!row || !reaches(row.status, target)) return null;
  await tx
    .update(quotations)
    .set({ status: target, updated_at: new Date() })
    .where(eq(quotations.id, quotationId));
  const via = target === 'booked' ? 'booking_paid' : 'promise_signed';
  await auditStatusChange(
    ctx,
    tx,
    'Quotation',
    quotationId,
    { status: row.status },
    { status: target, reason: via },
  );
  return { id: quotationId, projectId: row.projectId };
}
