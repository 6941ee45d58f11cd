import {
  PROMISE_HOLDS_UNIT,
  PROMISE_NEEDS_PAID_BOOKING,
  promiseOrderStatus,
  promiseRequestStatus,
  statusLabel,
} from '../../../shared/sales-status';
import type { GraphQLContext } from '../../context';
import type { Tx } from '../../db/client';
import {
  announceSalesChanges,
  appError,
  moveStatus,
  type SalesChange,
  fieldError,
} from '../../kernel';
import { releaseUnits, takeUnits, lockUnits, quotationById } from '../sales-common';
import {
  promiseMessages,
  requirePromiseOrder,
  requirePromiseRequest,
} from './promises.access.service';
import {
  otherHolder,
  quotedUnits,
  unitsWithoutPaidBooking,
  type QuotedUnit,
} from './promises.units.repository';
import {
  lockPromiseOrder,
  lockPromiseRequest,
  setPromiseOrderStatus,
  setPromiseRequestStatus,
} from './promises.repository';
import { followQuotation } from '../quotations';

// editPromiseRequest and editPromiseOrder: the status tables of src/shared decide which moves
// exist; the unit rules (never promised twice, a promise needs its paid booking) are read after
// the quoted homes are locked, so concurrent changes of one home run one after another and the
// later ones see what the first one committed.

const holds = (status: string) => PROMISE_HOLDS_UNIT.some((code) => code === status);
const needsBooking = (status: string) => PROMISE_NEEDS_PAID_BOOKING.some((code) => code === status);

const listOf = (units: readonly QuotedUnit[]) => units.map((unit) => unit.identifier).join(', ');

export interface StatusArgs {
  id: string;
  status: string;
}

/** editPromiseRequest: one audit row, the homes' availability, then the realtime events. */
export async function editPromiseRequestStatus(ctx: GraphQLContext, args: StatusArgs) {
  const changes: SalesChange[] = [];
  const prepared = await preparePromiseMove(ctx, args.id);
  const after = await ctx.db.transaction((tx) =>
    movePromiseRequest(ctx, tx, prepared, args.status.trim(), changes),
  );
  if (!after) throw new Error('an unconditional move changed nothing');
  await announceSalesChanges(ctx, changes);
  return after;
}

/** What a promise request's move reads before its transaction: the request, its homes, its buyer. */
export async function preparePromiseMove(ctx: GraphQLContext, id: string | number) {
  const found = await requirePromiseRequest(ctx, ctx.db, String(id));
  const units = await quotedUnits(ctx.db, found.quotation_id);
  const quotation = await quotationById(ctx).load(found.quotation_id);
  return { found, units, customerId: quotation?.customer_id ?? 0 };
}

/**
 * A promise request's move inside the caller's transaction (unit rules, audit row, the
 * quotation's follow); the realtime changes are pushed onto `changes` for the caller to announce
 * after commit. A move made for another record (a payment the gateway confirmed) gives its
 * `reason` and `onlyFrom`: the status it expects, read under the lock; from any other nothing
 * changes and null is returned.
 */
export async function movePromiseRequest(
  ctx: GraphQLContext,
  tx: Tx,
  { found, units, customerId }: Awaited<ReturnType<typeof preparePromiseMove>>,
  status: string,
  changes: SalesChange[],
  { reason, onlyFrom }: { reason?: string; onlyFrom?: string } = {},
) {
  const unitIds = units.map((unit) => unit.id);
  await lockUnits(tx, unitIds);
  const before = await lockPromiseRequest(tx, found.id);
  if (!before) throw appError('NOT_FOUND', promiseMessages.requestNotFound);
  if (onlyFrom !== undefined && before.status !== onlyFrom) return null;
  const { next, row: updated } = await moveStatus(ctx, tx, {
    table: promiseRequestStatus,
    auditableType: 'PromiseRequest',
    from: before.status,
    to: status,
    reason,
    apply: async (next) => {
      if (holds(next) && !holds(before.status)) {
        const holder = await otherHolder(tx, before.id, unitIds);
        // Another request holds the home: a conflict with a record, as editBookingRequest says.
        if (holder) {
          throw appError(
            'CONFLICT',
            `La unidad ${holder.unit} ya está prometida en la solicitud de promesa N° ${holder.id}: ` +
              'una unidad no se promete dos veces.',
          );
        }
      }
      if (needsBooking(next)) {
        const missing = await unitsWithoutPaidBooking(tx, customerId, units);
        if (missing.length) {
          const label = statusLabel(promiseRequestStatus, next);
          throw fieldError(
            'status',
            `La promesa no puede pasar a «${label}» mientras la unidad ${listOf(missing)} no ` +
              'tenga una reserva pagada de este cliente.',
          );
        }
      }
      return { row: await setPromiseRequestStatus(tx, before.id, next) };
    },
  });
  if (!updated) throw new Error('an unconditional move changed nothing');
  const entersHold = holds(next) && !holds(before.status);
  const leavesHold = holds(before.status) && !holds(next);
  const changedUnits = entersHold
    ? await takeUnits(tx, unitIds)
    : leavesHold
      ? await releaseUnits(tx, unitIds)
      : [];
  const followed =
    next === 'signed' ? await followQuotation(ctx, tx, before.quotation_id, 'promised') : null;
  const where = { project_id: found.project_id, agency_id: found.agency_id };
  changes.push(
    { type: 'promise_request', id: updated.id, ...where },
    ...changedUnits.map((id): SalesChange => ({ type: 'property', id, ...where })),
    ...(followed ? [{ type: 'quotation', id: followed.id, ...where } satisfies SalesChange] : []),
  );
  return updated;
}

/** editPromiseOrder: the order follows the payment; it holds no home, so only its row is locked. */
export async function editPromiseOrderStatus(ctx: GraphQLContext, args: StatusArgs) {
  const found = await requirePromiseOrder(ctx, ctx.db, args.id);
  const after = await ctx.db.transaction(async (tx) => {
    const before = await lockPromiseOrder(tx, found.id);
    if (!before) throw appError('NOT_FOUND', promiseMessages.orderNotFound);
    const { row } = await moveStatus(ctx, tx, {
      table: promiseOrderStatus,
      auditableType: 'PromiseOrder',
      from: before.status,
      to: args.status.trim(),
      apply: async (next) => ({ row: await setPromiseOrderStatus(tx, before.id, next) }),
    });
    if (!row) throw new Error('an unconditional move changed nothing');
    return row;
  });
  await announceSalesChanges(ctx, [
    {
      type: 'promise_order',
      id: after.id,
      project_id: found.project_id,
      agency_id: found.agency_id,
    },
  ]);
  return after;
}
