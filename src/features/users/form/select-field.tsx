// A labelled native select (role, agency, status): the browser's own control, so it works with the
// keyboard and screen readers on every device, styled by Chakra's nativeSelect recipe.
import type { ComponentProps, ReactNode } from 'react';
import { Field, NativeSelect } from '@chakra-ui/react';
import type { Option } from './user-form.mapping';

export interface SelectFieldProps extends Omit<
  ComponentProps<typeof NativeSelect.Field>,
  'children'
> {
  label: string;
  options: readonly Option[];
  /** A first option with value '' ('Selecciona un rol', 'Sin inmobiliaria'). */
  emptyOption?: { label: string; selectable: boolean };
  error?: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

// React 19: `ref` (from react-hook-form's register) arrives as a prop and goes to the <select>.
export function SelectField(props: SelectFieldProps) {
  const { label, options, emptyOption, error, helperText, required, disabled, ...field } = props;
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field {...field}>
          {emptyOption ? (
            <option value="" disabled={!emptyOption.selectable}>
              {emptyOption.label}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
