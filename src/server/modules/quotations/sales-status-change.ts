import { checkTransition, isStatus, type StatusTable } from '../../../shared/sales-status';
import { writeAudit, type AuditValues } from '../../audit/audit';
import type { GraphQLContext } from '../../context';
import type { Tx } from '../../db/client';
import { topics } from '../../realtime/bus';
import { fieldError, requireViewer } from '../common/inputs';
import type { RecordChangeEvent } from '../realtime/realtime.resolvers';

// What every sales status change does besides its own update: the table's transition check, ONE
// audit row in the change's transaction, and after commit the record-changed notice that makes
// open lists and details pages refresh.

/**
 * The new status when the table allows the move; otherwise BAD_USER_INPUT with the table's
 * Spanish reason.
 */
export function requireTransition<S extends string>(
  table: StatusTable<S>,
  from: string,
  to: string,
): S {
  const check = checkTransition(table, from, to);
  if (check.ok && isStatus(table, to)) return to;
  throw fieldError(
    'status',
    check.ok ? `«${to}» no es un estado de ${table.record}.` : check.message,
  );
}

/** The audit row of a status change (plus what else it changed, e.g. the unit's availability). */
export async function auditStatusChange(
  ctx: GraphQLContext,
  tx: Tx,
  auditableType: string,
  id: number,
  before: AuditValues,
  after: AuditValues,
): Promise<void> {
  await writeAudit(tx, {
    userId: requireViewer(ctx).id,
    event: 'updated',
    auditableType,
    auditableId: id,
    oldValues: before,
    newValues: after,
    ip: ctx.ip,
  });
}

export interface SalesChange {
  /** The RecordChange type: quotation, booking_request, booking_order, property, ... */
  type: string;
  id: number;
  projectId: number;
  agencyId: number;
}

/** After commit: a lost notice must not fail a committed change. */
export async function announceSalesChanges(
  ctx: GraphQLContext,
  changes: readonly SalesChange[],
): Promise<void> {
  const events: RecordChangeEvent[] = changes.map((change) => ({
    type: change.type,
    action: 'updated',
    id: String(change.id),
    project_id: String(change.projectId),
    agency_id: String(change.agencyId),
  }));
  await Promise.allSettled(events.map((event) => ctx.bus.publish(topics.record, event)));
}
