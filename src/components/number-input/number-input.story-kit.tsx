// What the number inputs' stories render: a labelled field that holds its own number (as a form
// would) and shows what it hands on, and a react-hook-form form with a price in UF, a reservation
// in pesos and a surface, checked on blur and on submit, in Spanish.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button, Code, Stack, Text } from '@chakra-ui/react';
import { FormField } from '../form-field';
import { MoneyInput, QuantityInput, type Currency, type QuantityUnit } from './number-input';

export interface NumberFieldStoryProps {
  kind: 'money' | 'quantity';
  currency?: Currency;
  unit?: QuantityUnit;
  initial?: number | null;
  label?: string;
  helper?: string;
  error?: string;
  disabled?: boolean;
  onChange?: (value: number | null) => void;
}

const handed = (value: number | null) =>
  value === null ? 'nada (vacío)' : Number.isNaN(value) ? 'no es un número' : String(value);

/** One input in a labelled field, showing the number it hands to the form. */
export function NumberFieldStory({
  kind,
  currency = 'UF',
  unit,
  initial = null,
  label = 'Monto',
  ...props
}: NumberFieldStoryProps) {
  const [value, setValue] = useState<number | null>(initial);
  const onChange = (next: number | null) => {
    setValue(next);
    props.onChange?.(next);
  };
  const input =
    kind === 'money' ? (
      <MoneyInput currency={currency} value={value} onChange={onChange} />
    ) : (
      <QuantityInput unit={unit} value={value} onChange={onChange} />
    );
  return (
    <Stack gap="3" maxW="sm">
      <FormField label={label} helper={props.helper} error={props.error} disabled={props.disabled}>
        {input}
      </FormField>
      <Text textStyle="sm" color="fg.muted">
        Valor para el formulario: <Code>{handed(value)}</Code>
      </Text>
    </Stack>
  );
}

const unitSchema = z.object({
  price: z
    .number({ error: 'El precio debe ser un número en UF, por ejemplo 1.499,50.' })
    .gt(0, { error: 'El precio debe ser mayor que 0.' })
    .nullable()
    .refine((value) => value !== null, { error: 'Ingresa el precio.' }),
  reserve: z
    .number({ error: 'La reserva debe ser un monto en pesos, por ejemplo 738.000.' })
    .int({ error: 'La reserva va en pesos, sin decimales.' })
    .min(0, { error: 'La reserva no puede ser negativa.' })
    .nullable(),
  area: z
    .number({ error: 'La superficie debe ser un número, por ejemplo 45,30.' })
    .min(0, { error: 'La superficie no puede ser negativa.' })
    .nullable(),
});
type UnitValues = z.input<typeof unitSchema>;
type UnitOutput = z.output<typeof unitSchema>;

export interface NumberFormStoryProps {
  initial?: Partial<UnitValues>;
  onSubmit?: (values: UnitOutput) => void;
}

/** The inputs under react-hook-form (Controller): checked on blur, sent as numbers. */
export function NumberFormStory({ initial, onSubmit }: NumberFormStoryProps) {
  const [sent, setSent] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<UnitValues, unknown, UnitOutput>({
    resolver: zodResolver(unitSchema),
    defaultValues: { price: null, reserve: null, area: null, ...initial },
    mode: 'onBlur',
  });
  return (
    <form
      noValidate
      aria-label="Precio de la unidad"
      onSubmit={handleSubmit((values) => {
        setSent(JSON.stringify(values));
        onSubmit?.(values);
      })}
    >
      <Stack gap="4" maxW="sm">
        <Controller
          control={control}
          name="price"
          render={({ field, fieldState }) => (
            <FormField label="Precio (UF)" required error={fieldState.error?.message}>
              <MoneyInput currency="UF" {...field} />
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="reserve"
          render={({ field, fieldState }) => (
            <FormField label="Monto de la reserva (CLP)" error={fieldState.error?.message}>
              <MoneyInput currency="CLP" {...field} />
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="area"
          render={({ field, fieldState }) => (
            <FormField label="Superficie total (m²)" error={fieldState.error?.message}>
              <QuantityInput unit="m²" {...field} />
            </FormField>
          )}
        />
        <Button type="submit" colorPalette="primary" alignSelf="start">
          Guardar
        </Button>
        {sent ? <Text role="status">Enviado: {sent}</Text> : null}
      </Stack>
    </form>
  );
}
