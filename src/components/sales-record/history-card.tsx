// A sales record's history (its audits, newest first), with the status codes the audit stores
// shown as the table's Spanish labels and the fields the sales flow writes named in Spanish.
import type { AuditEntryFragment } from '../../../graphql/generated/client/graphql';
import { AuditTimeline } from '../audit-timeline/audit-timeline';
import { DetailsCard } from '../details-card/details-card';
import { withStatusLabels } from '../status-change/status-audits';
import type { StatusTable } from '../../shared/sales-status';

/** Field names of the changes the status edits, the gateway and the expiry sweep write. */
export const SALES_RECORD_FIELD_LABELS: Readonly<Record<string, string>> = {
  status: 'Estado',
  contact_rut: 'RUT del contacto',
  contact_name: 'Nombre del contacto',
  property_id: 'Unidad',
  amount_paid: 'Monto pagado',
  uf_value: 'Valor UF',
  order_number: 'N° de orden',
  gateway_reference: 'Referencia de la pasarela',
  datetime_transaction: 'Fecha de transacción',
  unit_available: 'Unidad disponible',
  reason: 'Motivo',
  expires_at: 'Vencimiento',
  validity_days: 'Días de vigencia',
};

export function HistoryCard<S extends string>(props: {
  entries: readonly AuditEntryFragment[];
  table: StatusTable<S>;
}) {
  return (
    <DetailsCard title="Historial">
      <AuditTimeline
        entries={withStatusLabels(props.entries, props.table)}
        fieldLabels={SALES_RECORD_FIELD_LABELS}
      />
    </DetailsCard>
  );
}
