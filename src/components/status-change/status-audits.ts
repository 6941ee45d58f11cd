// Audit rows store status codes ('paid'); the history should read as the rest of the page does
// ('Pagada'). This relabels the `status` of each row's old and new values through the record's
// table, leaving every other field and any unknown code as stored.
import type { AuditEntryFragment } from '../../../graphql/generated/client/graphql';
import { statusLabel, type StatusTable } from '../../shared/sales-status';

function relabel<S extends string>(values: unknown, table: StatusTable<S>): unknown {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return values;
  const status: unknown = Reflect.get(values, 'status');
  if (typeof status !== 'string') return values;
  return { ...values, status: statusLabel(table, status) };
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
