// A compact labelled native select for the filter bar: the browser's own control works with the
// keyboard and screen readers everywhere.
import { Field, NativeSelect } from '@chakra-ui/react';

export interface FilterSelectProps {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The first option, value '' ('Todos los modelos'); none when a choice is required. */
  allLabel?: string;
  disabled?: boolean;
  onChange(value: string): void;
}

export function FilterSelect(props: FilterSelectProps) {
  const { label, value, options, allLabel, disabled, onChange } = props;
  return (
    <Field.Root disabled={disabled} w="auto" minW="40" flex="1">
      <Field.Label fontSize="xs" color="fg.muted">
        {label}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {allLabel !== undefined ? <option value="">{allLabel}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
