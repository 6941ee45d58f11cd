import { bookingOrderStatus } from '../../../shared/sales-status';
import type { GraphQLContext } from '../../context';
import type { Tx } from '../../db/client';
import { announceSalesChanges, moveStatus, type SalesChange } from '../../kernel';
import { moveBookingRequest } from './bookings.request-edit.service';
import type { BookingOrderRow } from './bookings.mappers';
import { updateBookingOrderStatus } from './bookings.orders.repository';
import { requireBookingOrder } from './bookings.service';

// editBookingOrder: staff confirm, reject or refund what the gateway reported. The order's row is
// locked while its status is read and changed, so two people changing it at once are serialized
// and the second one's move is checked against the first one's result. Approving the payment of
// a request still pending pays the request in the same transaction, with the request's own hold
// rules: when another request holds the home the approval is refused and nothing changes. A
// request in any other status is left to staff (a late payment of an expired one, a refund).

export async function editBookingOrder(
  ctx: GraphQLContext,
  id: string,
  status: string,
): Promise<BookingOrderRow> {
  const changes: SalesChange[] = [];
  const after = await ctx.db.transaction(async (tx) => {
    const before = await requireBookingOrder(ctx, tx, id, true);
    const { next, row } = await moveStatus(ctx, tx, {
      table: bookingOrderStatus,
      auditableType: 'BookingOrder',
      from: before.status,
      to: status,
      apply: async (next) => {
        const row = await updateBookingOrderStatus(tx, before.id, next);
        if (!row) throw new Error('the edited booking order vanished');
        return { row };
      },
    });
    if (!row) throw new Error('an unconditional move changed nothing');
    changes.push({ type: 'booking_order', id: row.id, project_id: row.project_id, agency_id: before.agency_id }); // prettier-ignore
    if (next === 'approved') await payRequest(ctx, tx, row.booking_request_id, changes);
    return { ...row, agency_id: before.agency_id };
  });
  await announceSalesChanges(ctx, changes);
  return after;
}

/** The request of an approved payment, when still pending, becomes paid (audited as such). */
async function payRequest(ctx: GraphQLContext, tx: Tx, requestId: number, changes: SalesChange[]) {
  const paid = { reason: 'order_approved', onlyFrom: 'pending' };
  await moveBookingRequest(ctx, tx, requestId, 'paid', changes, paid);
}
