// What the RUT input's stories render: a labelled field that holds its own value (as a form would)
// and a react-hook-form form that checks the RUT on blur and on submit, in Spanish.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button, Code, Stack, Text } from '@chakra-ui/react';
import { rutProblem } from '../../shared/rut';
import { FormField } from '../form-field';
import { RutInput } from './rut-input';
import { canonicalRut } from './rut-typing';

export interface RutFieldStoryProps {
  initial?: string;
  label?: string;
  error?: string;
  disabled?: boolean;
  onChange?: (value: string) => void;
}

/** The input in a labelled field, showing the canonical form it exposes. */
export function RutFieldStory({ initial = '', label = 'RUT', ...props }: RutFieldStoryProps) {
  const [value, setValue] = useState(initial);
  const canonical = canonicalRut(value);
  return (
    <Stack gap="3" maxW="sm">
      <FormField label={label} error={props.error} helper="Con o sin puntos y guion.">
        <RutInput
          value={value}
          disabled={props.disabled}
          onChange={(next) => {
            setValue(next);
            props.onChange?.(next);
          }}
        />
      </FormField>
      <Text textStyle="sm" color="fg.muted">
        Forma canónica: <Code>{canonical ?? 'RUT aún no válido'}</Code>
      </Text>
    </Stack>
  );
}

const customerSchema = z.object({
  rut: z
    .string()
    .min(1, 'Ingresa el RUT del cliente.')
    .superRefine((value, context) => {
      const problem = rutProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
});
type CustomerValues = z.infer<typeof customerSchema>;

export interface RutFormStoryProps {
  initial?: string;
  onSubmit?: (values: CustomerValues) => void;
}

/** The input under react-hook-form (Controller): checked on blur, sent in canonical form. */
export function RutFormStory({ initial = '', onSubmit }: RutFormStoryProps) {
  const [sent, setSent] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<CustomerValues>({
    resolver: zodResolver(customerSchema),
    defaultValues: { rut: initial },
    mode: 'onBlur',
  });
  return (
    <form
      noValidate
      aria-label="Buscar cliente por RUT"
      onSubmit={handleSubmit((values) => {
        setSent(values.rut);
        onSubmit?.(values);
      })}
    >
      <Stack gap="3" maxW="sm">
        <Controller
          control={control}
          name="rut"
          render={({ field, fieldState }) => (
            <FormField label="RUT del cliente" required error={fieldState.error?.message}>
              <RutInput {...field} />
            </FormField>
          )}
        />
        <Button type="submit" colorPalette="primary" alignSelf="start">
          Buscar
        </Button>
        {sent ? <Text role="status">Enviado: {sent}</Text> : null}
      </Stack>
    </form>
  );
}
