// The history stores status codes ('in_review'); people read the table's Spanish label.
import type { AuditEntryFragment } from '../../../graphql/generated/client/graphql';
import { statusLabel, type StatusTable } from '../../shared/sales-status';

function labelled(values: unknown, table: StatusTable<string>): unknown {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return values;
  const status: unknown = Reflect.get(values, 'status');
  return typeof status === 'string' ? { ...values, status: statusLabel(table, status) } : values;
}

export function withStatusLabels(
  entries: readonly AuditEntryFragment[],
  table: StatusTable<string>,
): AuditEntryFragment[] {
  return entries.map((entry) => ({
    ...entry,
    old_values: labelled(entry.old_values, table),
    new_values: labelled(entry.new_values, table),
  }));
}
