import { diffValues, writeAudit, type AuditValues } from '../../audit/audit';
import type { GraphQLContext } from '../../context';
import { announce, requireViewer } from '../../kernel';
import type { Tx } from '../../db/client';
import type { RecordChangeEvent } from '../realtime';
import { auditableTypes, type UnitKind } from './units.kinds.service';
import type { UnitRow } from './units.repository';

// What the audit rows and realtime notices of unit changes carry. Amounts are written as numbers
// (the API's form), not as the numeric columns' text.

/** A unit row as its audit shows it: every column but the id, timestamps and project. */
export function unitSnapshot(row: UnitRow & Record<string, unknown>): AuditValues {
  const {
    id: _id,
    project_id: _project,
    created_at: _created,
    agency_id: _agency,
    ...columns
  } = row;
  const values: AuditValues = {};
  for (const [key, value] of Object.entries(columns)) {
    values[key] = typeof value === 'string' && NUMERIC.has(key) ? Number(value) : value;
  }
  return values;
}

const NUMERIC = new Set([
  'price',
  'total_area',
  'municipal_area',
  'built_area',
  'terrace_area',
  'bathrooms',
  'savings',
  'saving_ds15',
  'base_subsidies',
  'base_subsidie_ds15',
  'bonus_integration',
  'bonus_recruitment',
]);

/** Writes the unit's audit row, when something changed (or always for created/deleted). */
export async function auditUnit(
  ctx: GraphQLContext,
  tx: Tx,
  kind: UnitKind,
  id: number,
  event: 'created' | 'updated' | 'deleted',
  before: AuditValues | null,
  after: AuditValues | null,
) {
  const diff = event === 'updated' ? diffValues(before, after) : null;
  if (diff && Object.keys(diff.new).length === 0) return;
  await writeAudit(tx, {
    userId: requireViewer(ctx).id,
    event,
    auditableType: auditableTypes[kind],
    auditableId: id,
    oldValues: diff ? diff.old : before,
    newValues: diff ? diff.new : after,
    ip: ctx.ip,
  });
}

/** After commit: open unit lists refresh. A lost notice must not fail a committed change. */
export async function announceUnits(
  ctx: GraphQLContext,
  changes: { type: UnitKind | 'project'; action: string; id: number; projectId: number }[],
  agencyId: number | null,
) {
  const events: RecordChangeEvent[] = changes.map((change) => ({
    type: change.type,
    action: change.action,
    id: String(change.id),
    project_id: String(change.projectId),
    agency_id: agencyId === null ? null : String(agencyId),
  }));
  await announce(ctx, events);
}
