import { eq } from 'drizzle-orm';
import { bookingOrderStatus } from '../../../shared/sales-status';
import type { GraphQLContext } from '../../context';
import { bookingOrders } from '../../db/schema';
import {
  announceSalesChanges,
  auditStatusChange,
  requireTransition,
} from '../quotations/sales-status-change';
import type { BookingOrderRow } from './bookings.mappers';
import { requireBookingOrder } from './bookings.service';

// editBookingOrder: staff confirm, reject or refund what the gateway reported. The order's row is
// locked while its status is read and changed, so two people changing it at once are serialized
// and the second one's move is checked against the first one's result.

export async function editBookingOrder(
  ctx: GraphQLContext,
  id: string,
  status: string,
): Promise<BookingOrderRow> {
  const after = await ctx.db.transaction(async (tx) => {
    const before = await requireBookingOrder(ctx, tx, id, true);
    const next = requireTransition(bookingOrderStatus, before.status, status);
    const [row] = await tx
      .update(bookingOrders)
      .set({ status: next, updated_at: new Date() })
      .where(eq(bookingOrders.id, before.id))
      .returning();
    if (!row) throw new Error('the edited booking order vanished');
    await auditStatusChange(
      ctx,
      tx,
      'BookingOrder',
      row.id,
      { status: before.status },
      { status: next },
    );
    return { ...row, agency_id: before.agency_id };
  });
  await announceSalesChanges(ctx, [
    { type: 'booking_order', id: after.id, projectId: after.project_id, agencyId: after.agency_id },
  ]);
  return after;
}
