// A record's status with the way to change it: the badge and «Cambiar estado» read the record's
// status table (src/shared/sales-status), so only its allowed next statuses are ever offered.
import { HStack, Text } from '@chakra-ui/react';
import { StatusBadge } from '../status-badge/status-badge';
import { StatusChangeButton } from '../status-change/status-change-button';
import type { StatusTable } from '../../shared/sales-status';

export interface RecordStatusBarProps<S extends string> {
  /** 'Estado de la solicitud': names the group. */
  label: string;
  table: StatusTable<S>;
  current: string;
  /** Names the record in the dialog ('Solicitud de reserva N° 1842 · Camila Rojas'). */
  recordLabel: string;
  /** Absent when the viewer's role may not change it. */
  onChange?(status: S): Promise<void>;
}

export function RecordStatusBar<S extends string>(props: RecordStatusBarProps<S>) {
  const { label, table, current, recordLabel, onChange } = props;
  return (
    <HStack gap="3" wrap="wrap" role="group" aria-label={label}>
      <Text fontWeight="medium">Estado:</Text>
      <StatusBadge table={table} value={current} />
      {onChange ? (
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
