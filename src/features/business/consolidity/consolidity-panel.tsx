// Consolidity without data fetching: the period's two dates above the table of lead origins.
import { Field, Flex, Input, Stack } from '@chakra-ui/react';
import { ConsolidityTable, type ConsolidityTableProps } from './consolidity-table';

export interface ConsolidityPanelProps extends ConsolidityTableProps {
  /** aaaa-mm-dd */
  from: string;
  to: string;
  /** Why the range cannot be asked (the end before the start), or null. */
  rangeError: string | null;
  onRangeChange(patch: { from?: string; to?: string }): void;
}

interface DateFieldProps {
  label: string;
  value: string;
  error?: string | null;
  onChange(value: string): void;
}

function DateField({ label, value, error = null, onChange }: DateFieldProps) {
  return (
    <Field.Root invalid={error !== null} w={{ base: 'full', sm: '44' }}>
      <Field.Label fontSize="xs" color="fg.muted">
        {label}
      </Field.Label>
      <Input size="sm" type="date" value={value} onChange={(e) => onChange(e.target.value)} />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

export function ConsolidityPanel(props: ConsolidityPanelProps) {
  const { from, to, rangeError, onRangeChange, ...table } = props;
  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="flex-start" role="search" aria-label="Período del origen">
        <DateField
          label="Desde"
          value={from}
          onChange={(value) => onRangeChange({ from: value })}
        />
        <DateField
          label="Hasta"
          value={to}
          error={rangeError}
          onChange={(value) => onRangeChange({ to: value })}
        />
      </Flex>
      {rangeError ? null : <ConsolidityTable {...table} />}
    </Stack>
  );
}
