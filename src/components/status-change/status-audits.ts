// Audit rows store status codes ('paid'); the history should read as the rest of the page does
// ('Pagada'). This relabels the `status` of each row's old and new values through the record's
// table, and the `reason` of a move nobody chose, leaving the other fields and unknown codes as
// stored.
import type { AuditEntryFragment } from '../../../graphql/generated/client/graphql';
import { moveReasonLabel, statusLabel, type StatusTable } from '../../shared/sales-status';

function relabel<S extends string>(values: unknown, table: StatusTable<S>): unknown {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return values;
  const status: unknown = Reflect.get(values, 'status');
  const reason: unknown = Reflect.get(values, 'reason');
  return {
    ...values,
    ...(typeof status === 'string' ? { status: statusLabel(table, status) } : {}),
    ...(typeof reason === 'string' ? { reason: moveReasonLabel(reason) } : {}),
  };
}

export function withStatusLabels<S extends string>(
  entries: readonly AuditEntryFragment[],
  table: StatusTable<S>,
): AuditEntryFragment[] {
  return entries.map((entry) => ({
    ...entry,
    old_values: relabel(entry.old_values, table),
    new_values: relabel(entry.new_values, table),
  }));
}
