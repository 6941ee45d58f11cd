import { BOOKING_HOLDS_UNIT, bookingRequestStatus } from '../../../shared/sales-status';
import type { AuditValues } from '../../audit/audit';
import type { GraphQLContext } from '../../context';
import type { Tx } from '../../db/client';
import { announceSalesChanges, appError, moveStatus, type SalesChange } from '../../kernel';
import { lockUnits } from '../sales-common';
import { followQuotation } from '../quotations';
import type { BookingRequestRow } from './bookings.mappers';
import { updateBookingRequestStatus } from './bookings.requests.repository';
import { requireBookingRequest } from './bookings.service';
import {
  bookingHolder,
  promiseHolder,
  setAvailable,
  unitIdentifier,
  type Holder,
} from './bookings.unit-holders.repository';

// editBookingRequest. A home is never booked twice at once: moving a request into
// BOOKING_HOLDS_UNIT is refused while another request holds the home (or another customer's
// promise does). Concurrent changes of one home are serialized by locking its properties row
// (lockUnits) BEFORE the request's status and the holders are read, so of five changes at once
// exactly one wins and the others read its result and are refused. A paid booking takes the home
// off the market (available = false); ending it puts the home back unless someone else holds it.

const holds = (status: string) => BOOKING_HOLDS_UNIT.some((code) => code === status);

function heldMessage(identifier: string, holder: Holder): string {
  return holder.kind === 'booking'
    ? `La unidad ${identifier} ya está reservada por la solicitud de reserva N° ${holder.id}. ` +
        'Anula esa reserva antes de marcar esta como pagada.'
    : `La unidad ${identifier} ya está prometida por la solicitud de promesa N° ${holder.id} ` +
        'de otro cliente.';
}

/** Takes the home or gives it back as the move requires; the audit values of that change. */
async function applyHold(
  tx: Tx,
  before: BookingRequestRow,
  next: string,
): Promise<{ old: AuditValues; new: AuditValues } | null> {
  const home = before.property_id;
  if (holds(next) && !holds(before.status)) {
    const holder =
      (await bookingHolder(tx, home, before.id)) ??
      (await promiseHolder(tx, home, before.quotation_id));
    if (holder) throw appError('CONFLICT', heldMessage(await unitIdentifier(tx, home), holder));
    const changed = await setAvailable(tx, home, false);
    return changed && { old: { unit_available: true }, new: { unit_available: false } };
  }
  if (!holds(next) && holds(before.status)) {
    const other =
      (await bookingHolder(tx, home, before.id)) ?? (await promiseHolder(tx, home, null));
    const changed = other ? null : await setAvailable(tx, home, true);
    return changed && { old: { unit_available: false }, new: { unit_available: true } };
  }
  return null;
}

export async function editBookingRequest(
  ctx: GraphQLContext,
  id: string,
  status: string,
): Promise<BookingRequestRow> {
  const changes: SalesChange[] = [];
  const after = await ctx.db.transaction((tx) => moveBookingRequest(ctx, tx, id, status, changes));
  if (!after) throw new Error('an unconditional move changed nothing');
  await announceSalesChanges(ctx, changes);
  return after;
}

/**
 * A booking request's move inside the caller's transaction, hold rules, audit row and the
 * quotation's follow included; the realtime changes are pushed onto `changes` for the caller to
 * announce after commit. A move made for another record (an approved payment) gives its `reason`
 * and `onlyFrom`: the status it expects, read under the lock; from any other nothing changes.
 */
export async function moveBookingRequest(
  ctx: GraphQLContext,
  tx: Tx,
  id: string | number,
  status: string,
  changes: SalesChange[],
  { reason, onlyFrom }: { reason?: string; onlyFrom?: string } = {},
): Promise<BookingRequestRow | null> {
  // The home first (a request never changes home), then the request's current status.
  const found = await requireBookingRequest(ctx, tx, id);
  await lockUnits(tx, [found.property_id]);
  const before = await requireBookingRequest(ctx, tx, found.id, true);
  if (onlyFrom !== undefined && before.status !== onlyFrom) return null;
  let unitChanged = false;
  const { next, row } = await moveStatus(ctx, tx, {
    table: bookingRequestStatus,
    auditableType: 'BookingRequest',
    from: before.status,
    to: status,
    reason,
    apply: async (next) => {
      const unit = await applyHold(tx, before, next);
      unitChanged = unit !== null;
      const row = await updateBookingRequestStatus(tx, before.id, next);
      if (!row) throw new Error('the edited booking request vanished');
      return { row, old: unit?.old, new: unit?.new };
    },
  });
  if (!row) throw new Error('an unconditional move changed nothing');
  const where = { project_id: row.project_id, agency_id: before.agency_id };
  changes.push({ type: 'booking_request', id: row.id, ...where });
  if (unitChanged) changes.push({ type: 'property', id: row.property_id, ...where });
  const quotation =
    next === 'paid' ? await followQuotation(ctx, tx, before.quotation_id, 'booked') : null;
  if (quotation) changes.push({ type: 'quotation', id: quotation.id, ...where });
  return row;
}
