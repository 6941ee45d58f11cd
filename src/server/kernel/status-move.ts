import {
  checkTransition,
  isStatus,
  type StatusTable,
  type TransitionCheck,
} from '../../shared/sales-status';
import { writeAudit, type AuditValues } from '../audit/audit';
import type { GraphQLContext } from '../context';
import type { Tx } from '../db/client';
import { fieldError, requireViewer } from './errors';

// Every sales record's status moves the same way: the record's status table in src/shared says
// which moves exist, the record applies its own rules and writes the row, and ONE audit row
// records the move in the same transaction. The realtime notices go after commit (announce.ts).

export interface MoveOptions<S extends string> {
  /** Staying in the same status is no move but allowed (an edit of other fields). */
  keep?: boolean;
  /** A status passed through on the way (a promise signed before its booking was followed). */
  via?: S;
}

/** Whether the table allows `from → to` (through `via`), with the Spanish reason when not. */
export function moveCheck<S extends string>(
  table: StatusTable<S>,
  from: string,
  to: string,
  { keep = false, via }: MoveOptions<S> = {},
): TransitionCheck {
  if (keep && from === to && isStatus(table, to)) return { ok: true };
  if (via === undefined) return checkTransition(table, from, to);
  const first = checkTransition(table, from, via);
  return first.ok ? checkTransition(table, via, to) : first;
}

/**
 * The one rule: `to` when the record's status table allows the move; otherwise BAD_USER_INPUT on
 * the `status` field with the table's Spanish reason (unknown code, same status, move not listed).
 */
export function allowedMove<S extends string>(
  table: StatusTable<S>,
  from: string,
  to: string,
  options: MoveOptions<S> = {},
): S {
  const check = moveCheck(table, from, to, options);
  if (check.ok && isStatus(table, to)) return to;
  throw fieldError(
    'status',
    check.ok ? `«${to}» no es un estado de ${table.record}.` : check.message,
  );
}

/** What a record's own part of a move wrote: its row and what else changed, for the audit row. */
export interface AppliedMove<R> {
  row: R;
  old?: AuditValues;
  new?: AuditValues;
}

export interface StatusMove<S extends string, R extends { id: number }> extends MoveOptions<S> {
  table: StatusTable<S>;
  /** The audited model ('Quotation', 'BookingRequest', ...). */
  auditableType: string;
  from: string;
  to: string;
  /** Why the move was made for the person when another record caused it ('booking_paid'). */
  reason?: string;
  /**
   * The record's own rules and update, run after the table allowed the move and inside the
   * caller's transaction; null when nothing changed (then no audit row is written).
   */
  apply: (next: S) => Promise<AppliedMove<R> | null>;
}

/** The status-move service: the table's rule, the record's update, one audit row. */
export async function moveStatus<S extends string, R extends { id: number }>(
  ctx: GraphQLContext,
  tx: Tx,
  move: StatusMove<S, R>,
): Promise<{ next: S; row: R | null }> {
  const next = allowedMove(move.table, move.from, move.to, move);
  const applied = await move.apply(next);
  if (!applied) return { next, row: null };
  const moved = move.from !== next;
  const viewer = requireViewer(ctx);
  await writeAudit(tx, {
    userId: viewer.system ? null : viewer.id,
    event: 'updated',
    auditableType: move.auditableType,
    auditableId: applied.row.id,
    oldValues: { ...(moved ? { status: move.from } : {}), ...applied.old },
    newValues: {
      ...(moved ? { status: next } : {}),
      ...applied.new,
      ...(move.reason ? { reason: move.reason } : {}),
    },
    ip: ctx.ip,
  });
  return { next, row: applied.row };
}
