// A record's status with the way to change it: the shared badge and «Cambiar estado» button read
// the record's status table, so only its allowed next statuses are ever offered.
import { HStack, Text } from '@chakra-ui/react';
import { StatusBadge } from '../../components/status-badge/status-badge';
import { StatusChangeButton } from '../../components/status-change/status-change-button';
import type { StatusTable } from '../../shared/sales-status';

export interface RecordStatusProps<S extends string> {
  table: StatusTable<S>;
  current: string;
  recordLabel: string;
  /** Absent when the viewer's role may not change it. */
  onChange?: (status: S) => Promise<void>;
}

export function RecordStatus<S extends string>(props: RecordStatusProps<S>) {
  const { table, current, recordLabel, onChange } = props;
  return (
    <HStack gap="3" wrap="wrap">
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
