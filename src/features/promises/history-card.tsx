// The record's history (its audits, newest first), with the status codes the audit stores shown
// as the table's Spanish labels.
import type { AuditEntryFragment } from '../../../graphql/generated/client/graphql';
import { AuditTimeline } from '../../components/audit-timeline/audit-timeline';
import { DetailsCard } from '../../components/details-card/details-card';
import { withStatusLabels } from '../../components/status-change/status-audits';
import type { StatusTable } from '../../shared/sales-status';
import { PROMISE_AUDIT_LABELS } from './promise-labels';

export function HistoryCard<S extends string>(props: {
  entries: readonly AuditEntryFragment[];
  table: StatusTable<S>;
}) {
  return (
    <DetailsCard title="Historial">
      <AuditTimeline
        entries={withStatusLabels(props.entries, props.table)}
        fieldLabels={PROMISE_AUDIT_LABELS}
      />
    </DetailsCard>
  );
}
