// Pieces both booking details pages show: the status with the way to change it, the contact who
// asked, and the record's history (its audit rows, statuses in Spanish).
import { HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import type { AuditEntryFragment } from '../../../graphql/generated/client/graphql';
import { AuditTimeline } from '../../components/audit-timeline/audit-timeline';
import { DetailsCard } from '../../components/details-card/details-card';
import { StatusBadge } from '../../components/status-badge/status-badge';
import { StatusChangeButton } from '../../components/status-change/status-change-button';
import { withStatusLabels } from '../../components/status-change/status-audits';
import { formatRut } from '../../lib/format';
import type { StatusTable } from '../../shared/sales-status';

export interface StatusBarProps<S extends string> {
  /** 'Estado de la solicitud': names the group. */
  label: string;
  table: StatusTable<S>;
  current: string;
  recordLabel: string;
  canChange: boolean;
  onChange(status: S): Promise<void>;
}

export function StatusBar<S extends string>(props: StatusBarProps<S>) {
  const { label, table, current, recordLabel, canChange, onChange } = props;
  return (
    <HStack gap="3" wrap="wrap" role="group" aria-label={label}>
      <Text fontWeight="medium">Estado:</Text>
      <StatusBadge table={table} value={current} />
      {canChange ? (
        <StatusChangeButton
          table={table}
          current={current}
          recordLabel={recordLabel}
          onConfirm={onChange}
        />
      ) : null}
    </HStack>
  );
}

export interface Contact {
  name: string;
  rut: string | null;
  email: string | null;
  phone: string | null;
}

export function ContactCard({ contact }: { contact: Contact | null }) {
  return (
    <DetailsCard
      title="Contacto"
      fields={[
        { label: 'Nombre', value: contact?.name },
        { label: 'RUT', value: contact?.rut ? formatRut(contact.rut) : null },
        {
          label: 'Correo',
          value: contact?.email ? (
            <ChakraLink href={`mailto:${contact.email}`} colorPalette="primary">
              {contact.email}
            </ChakraLink>
          ) : null,
        },
        {
          label: 'Teléfono',
          value: contact?.phone ? (
            <ChakraLink href={`tel:${contact.phone.replace(/\s/g, '')}`} colorPalette="primary">
              {contact.phone}
            </ChakraLink>
          ) : null,
        },
      ]}
    />
  );
}

const FIELD_LABELS: Record<string, string> = {
  status: 'Estado',
  contact_rut: 'RUT del contacto',
  contact_name: 'Nombre del contacto',
  property_id: 'Unidad',
  amount_paid: 'Monto pagado',
  uf_value: 'Valor UF',
  gateway_reference: 'Referencia de la pasarela',
  datetime_transaction: 'Fecha de transacción',
  // Written by the expiry sweep (issue 31) and by status changes that take or free the home.
  unit_available: 'Unidad disponible',
  reason: 'Motivo',
  expires_at: 'Vencimiento',
  validity_days: 'Días de vigencia',
};

export function HistoryCard<S extends string>({
  entries,
  table,
}: {
  entries: readonly AuditEntryFragment[];
  table: StatusTable<S>;
}) {
  return (
    <DetailsCard title="Historial">
      <AuditTimeline entries={withStatusLabels(entries, table)} fieldLabels={FIELD_LABELS} />
    </DetailsCard>
  );
}
