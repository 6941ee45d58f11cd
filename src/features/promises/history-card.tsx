// The record's history (its audits, newest first), with the status codes the audit stores shown
// as the table's Spanish labels.
import { Card, Heading } from '@chakra-ui/react';
import type { AuditEntryFragment } from '../../../graphql/generated/client/graphql';
import { AuditTimeline } from '../../components/audit-timeline/audit-timeline';
import { statusLabel, type StatusTable } from '../../shared/sales-status';
import { PROMISE_AUDIT_LABELS } from './promise-labels';

function labelled(values: unknown, table: StatusTable<string>): unknown {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return values;
  const status: unknown = Reflect.get(values, 'status');
  return typeof status === 'string' ? { ...values, status: statusLabel(table, status) } : values;
}

export function HistoryCard({
  entries,
  table,
}: {
  entries: readonly AuditEntryFragment[];
  table: StatusTable<string>;
}) {
  const shown = entries.map((entry) => ({
    ...entry,
    old_values: labelled(entry.old_values, table),
    new_values: labelled(entry.new_values, table),
  }));
  return (
    <Card.Root as="section" aria-labelledby="history-heading">
      <Card.Header>
        <Heading as="h2" id="history-heading" size="md">
          Historial
        </Heading>
      </Card.Header>
      <Card.Body>
        <AuditTimeline entries={shown} fieldLabels={PROMISE_AUDIT_LABELS} />
      </Card.Body>
    </Card.Root>
  );
}
