// The field groups of the property form. UF amounts, surfaces, the floor and the bedrooms go
// through the money and quantity inputs (typed and shown the Chilean way: '2.350,50'); the rest
// are plain text inputs the schema reads.
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Input, NativeSelect, SimpleGrid, Switch } from '@chakra-ui/react';
import { FormField } from '../../../components/form-field';
import {
  MoneyInput,
  QuantityInput,
  type NumberInputProps,
} from '../../../components/number-input/number-input';
import { label } from '../property-labels';
import type {
  FlagField,
  PropertyField,
  PropertyFormInput,
  PropertyFormValues,
} from './property-form.schema';
import { ORIENTATIONS } from '../units.types';

export interface SectionProps {
  register: UseFormRegister<PropertyFormInput>;
  control: Control<PropertyFormInput, unknown, PropertyFormValues>;
  errors: FieldErrors<PropertyFormInput>;
  saving: boolean;
}

const HELPERS: Partial<Record<PropertyField, string>> = {
  identifier: 'Único en el proyecto, por ejemplo A1203.',
  price: 'En UF, por ejemplo 2.350,50.',
  bathrooms: 'Por ejemplo 2 o 1,5.',
  floor: 'Número entero; negativo para subterráneos.',
  type: 'Por ejemplo Departamento o Casa.',
};

/** The number input of a numeric field; null for the text ones. */
function numberInput(field: PropertyField, props: NumberInputProps): ReactNode {
  if (field === 'floor') return <QuantityInput {...props} allowNegative />;
  if (field === 'bedrooms') return <QuantityInput {...props} />;
  if (field.endsWith('_area')) return <QuantityInput {...props} unit="m²" />;
  if (isAmount(field)) return <MoneyInput {...props} currency="UF" />;
  return null;
}

const isNumberField = (field: PropertyField) =>
  field === 'floor' || field === 'bedrooms' || field.endsWith('_area') || isAmount(field);

export function TextFields({
  fields,
  props,
  required = [],
}: {
  fields: readonly PropertyField[];
  props: SectionProps;
  required?: readonly PropertyField[];
}) {
  const { register, errors, saving } = props;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      {fields.map((field) => (
        <FormField
          key={field}
          label={label(field)}
          required={required.includes(field)}
          helper={HELPERS[field]}
          error={errors[field]?.message}
          disabled={saving}
        >
          {isNumberField(field) ? (
            <Controller
              control={props.control}
              name={field}
              render={({ field: input }) => (
                <>
                  {numberInput(field, {
                    ...input,
                    value: typeof input.value === 'number' ? input.value : null,
                  })}
                </>
              )}
            />
          ) : (
            <Input inputMode={field === 'bathrooms' ? 'decimal' : 'text'} {...register(field)} />
          )}
        </FormField>
      ))}
    </SimpleGrid>
  );
}

const AMOUNTS: readonly string[] = [
  'price',
  'savings',
  'saving_ds15',
  'base_subsidies',
  'base_subsidie_ds15',
  'bonus_integration',
  'bonus_recruitment',
];
const isAmount = (field: string) => AMOUNTS.includes(field);

export function OrientationField({ register, errors, saving }: SectionProps) {
  return (
    <FormField label={label('orientation')} error={errors.orientation?.message} disabled={saving}>
      <NativeSelect.Root>
        <NativeSelect.Field {...register('orientation')}>
          <option value="">Sin orientación</option>
          {ORIENTATIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label} ({o.value})
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

export function FlagFields({ flags, props }: { flags: readonly FlagField[]; props: SectionProps }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {flags.map((flag) => (
        <Controller
          key={flag}
          control={props.control}
          name={flag}
          render={({ field }) => (
            <Switch.Root
              colorPalette="primary"
              checked={field.value}
              disabled={props.saving}
              onCheckedChange={(details) => field.onChange(details.checked)}
            >
              <Switch.HiddenInput name={field.name} onBlur={field.onBlur} />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label>{label(flag)}</Switch.Label>
            </Switch.Root>
          )}
        />
      ))}
    </SimpleGrid>
  );
}
