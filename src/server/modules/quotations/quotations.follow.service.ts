import { quotationStatus } from '../../../shared/sales-status';
import type { GraphQLContext } from '../../context';
import type { Tx } from '../../db/client';
import { moveCheck, moveStatus } from '../../kernel';
import { lockQuotationStatus, setQuotationStatus } from './quotations.records.repository';

// A quotation follows its sale: a paid booking makes it «Reservada», a signed promise
// «Promesada». Only a move the quotation table allows is made (a cancelled or expired quotation
// stays as staff left it); the move has its own audit row in the sale's transaction, so the
// quotation's history says when and by whose change it moved.

export type FollowedStatus = 'booked' | 'promised';

/**
 * The table's way there: directly or, for a promise signed while the quotation was never marked
 * booked (a booking paid before it was followed, or written paid by the public site), through
 * «Reservada». Null when the table leads nowhere there.
 */
function route(from: string, to: FollowedStatus): { via?: 'booked' } | null {
  if (moveCheck(quotationStatus, from, to).ok) return {};
  if (to === 'promised' && moveCheck(quotationStatus, from, to, { via: 'booked' }).ok) {
    return { via: 'booked' };
  }
  return null;
}

/** The moved quotation's id and project, or null when it did not move. */
export async function followQuotation(
  ctx: GraphQLContext,
  tx: Tx,
  quotationId: number | null,
  target: FollowedStatus,
): Promise<{ id: number; projectId: number } | null> {
  if (quotationId === null) return null;
  const row = await lockQuotationStatus(tx, quotationId);
  const way = row && route(row.status, target);
  if (!row || !way) return null;
  await moveStatus(ctx, tx, {
    table: quotationStatus,
    auditableType: 'Quotation',
    from: row.status,
    to: target,
    ...way,
    reason: target === 'booked' ? 'booking_paid' : 'promise_signed',
    apply: async (next) => {
      await setQuotationStatus(tx, quotationId, next);
      return { row: { id: quotationId } };
    },
  });
  return { id: quotationId, projectId: row.projectId };
}
