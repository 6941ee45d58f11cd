// The editor's labelled controls bound to the form by name: each shows its Spanish error right
// under it. Tabs stay short because a field is one line.
import type { ReactNode } from 'react';
import { Field, Input, NativeSelect, Switch, Textarea } from '@chakra-ui/react';
import {
  Controller,
  useFormContext,
  type ControllerRenderProps,
  type FieldPath,
} from 'react-hook-form';
import { FormField } from '../../../../components/form-field';
import {
  MoneyInput,
  QuantityInput,
  type Currency,
  type QuantityUnit,
} from '../../../../components/number-input/number-input';
import type { ProjectFormInput } from '../project-form.schema';
import type { Option } from '../../projects.types';

type Name = FieldPath<ProjectFormInput>;

interface BaseProps {
  name: Name;
  label: string;
  helper?: ReactNode;
  required?: boolean;
}

/** The message react-hook-form holds for a (possibly nested) field. */
export function useFieldError(name: Name): string | undefined {
  const { getFieldState, formState } = useFormContext<ProjectFormInput>();
  return getFieldState(name, formState).error?.message;
}

export function TextField({
  type = 'text',
  inputMode,
  multiline,
  placeholder,
  ...props
}: BaseProps & {
  type?: 'text' | 'email' | 'url' | 'tel' | 'date' | 'password';
  inputMode?: 'decimal' | 'numeric' | 'text' | 'email' | 'tel' | 'url';
  multiline?: boolean;
  placeholder?: string;
}) {
  const { register } = useFormContext<ProjectFormInput>();
  const error = useFieldError(props.name);
  return (
    <FormField {...props} error={error}>
      {multiline ? (
        <Textarea rows={4} autoresize placeholder={placeholder} {...register(props.name)} />
      ) : (
        <Input
          type={type}
          inputMode={inputMode}
          placeholder={placeholder}
          autoComplete={type === 'password' ? 'new-password' : 'off'}
          {...register(props.name)}
        />
      )}
    </FormField>
  );
}

/** The number a money or quantity field holds (anything else is blank). */
const numberValue = (value: unknown): number | null => (typeof value === 'number' ? value : null);

type NumberBinding = Omit<ControllerRenderProps<ProjectFormInput, Name>, 'value'> & {
  value: number | null;
};

/** A labelled number control bound to the form: the form holds the number (or blank). */
function NumberField({
  input,
  ...props
}: BaseProps & { input(binding: NumberBinding): ReactNode }) {
  const { control } = useFormContext<ProjectFormInput>();
  const error = useFieldError(props.name);
  return (
    <Controller
      control={control}
      name={props.name}
      render={({ field }) => (
        <FormField {...props} error={error}>
          {input({ ...field, value: numberValue(field.value) })}
        </FormField>
      )}
    />
  );
}

/** An amount in UF or pesos, typed and shown the Chilean way; the form holds the number. */
export function MoneyField({
  currency,
  placeholder,
  ...props
}: BaseProps & { currency: Currency; placeholder?: string }) {
  return (
    <NumberField
      {...props}
      input={(binding) => <MoneyInput {...binding} currency={currency} placeholder={placeholder} />}
    />
  );
}

/** A surface, a percentage or a count, typed and shown the Chilean way. */
export function QuantityField({
  unit,
  decimals,
  placeholder,
  ...props
}: BaseProps & { unit?: QuantityUnit; decimals?: number; placeholder?: string }) {
  return (
    <NumberField
      {...props}
      input={(binding) => (
        <QuantityInput {...binding} unit={unit} decimals={decimals} placeholder={placeholder} />
      )}
    />
  );
}

export function SelectField({
  options,
  emptyLabel,
  ...props
}: BaseProps & { options: readonly Option[]; emptyLabel: string }) {
  const { register } = useFormContext<ProjectFormInput>();
  const error = useFieldError(props.name);
  return (
    <FormField {...props} error={error}>
      <NativeSelect.Root>
        <NativeSelect.Field {...register(props.name)}>
          <option value="">{emptyLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

export function SwitchField({ name, label, helper }: Omit<BaseProps, 'required'>) {
  const { control } = useFormContext<ProjectFormInput>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field.Root w="auto">
          <Switch.Root
            colorPalette="primary"
            checked={field.value === true}
            onCheckedChange={(details) => field.onChange(details.checked)}
          >
            <Switch.HiddenInput name={field.name} onBlur={field.onBlur} />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>{label}</Switch.Label>
          </Switch.Root>
          {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
        </Field.Root>
      )}
    />
  );
}
