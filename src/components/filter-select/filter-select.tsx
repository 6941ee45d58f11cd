// A list filter as a labelled native select: the browser's own control works with the keyboard
// and screen readers everywhere, and '' (the first option) means "no filter" as the contract says.
import { Field, NativeSelect } from '@chakra-ui/react';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSelectProps {
  label: string;
  value: string;
  options: readonly FilterOption[];
  /** The first option, value '' ('Todos los proyectos'); none when a choice is required. */
  allLabel?: string;
  disabled?: boolean;
  onChange(value: string): void;
}

export function FilterSelect(props: FilterSelectProps) {
  const { label, value, options, allLabel, disabled, onChange } = props;
  // A value the options lack (a project of another agency typed in the URL) is still shown, so
  // the select never claims a filter other than the one the list applies.
  const known =
    (value === '' && allLabel !== undefined) || options.some((option) => option.value === value);
  return (
    <Field.Root disabled={disabled} w={{ base: 'full', sm: 'auto' }} minW="40" flex="1">
      <Field.Label fontSize="xs" color="fg.muted">
        {label}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {allLabel !== undefined ? <option value="">{allLabel}</option> : null}
          {known ? null : <option value={value}>{value}</option>}
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
