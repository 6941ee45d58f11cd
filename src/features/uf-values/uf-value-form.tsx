// One UF value by hand: the day (dd-mm-aaaa) and pesos per UF with cents. A day already loaded is
// replaced. The shared schema checks both here and on the server; the server's messages show by
// their field.
import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { FormField } from '../../components/form-field';
import { MoneyInput } from '../../components/number-input/number-input';
import { setUfValueSchema, type SetUfValueInput } from '../../shared/schemas/uf-values';

export interface UfValueFormValues {
  date: string;
  value: number;
}

export interface UfValueFormProps {
  saving: boolean;
  fieldErrors?: Partial<Record<'date' | 'value', string>>;
  onSubmit(values: UfValueFormValues): void;
}

export function UfValueForm({ saving, fieldErrors, onSubmit }: UfValueFormProps) {
  const { register, control, handleSubmit, setError, formState } = useForm<
    SetUfValueInput,
    unknown,
    UfValueFormValues
  >({ resolver: zodResolver(setUfValueSchema), defaultValues: { date: '' } });
  const { errors } = formState;
  useEffect(() => {
    for (const [field, message] of Object.entries(fieldErrors ?? {})) {
      if ((field === 'date' || field === 'value') && message) {
        setError(field, { type: 'server', message });
      }
    }
  }, [fieldErrors, setError]);
  return (
    <form aria-label="Valor UF de un día" noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
        <FormField label="Fecha" error={errors.date?.message} required>
          <Input
            placeholder="dd-mm-aaaa"
            inputMode="numeric"
            autoComplete="off"
            {...register('date')}
          />
        </FormField>
        <FormField label="Valor UF" error={errors.value?.message} required>
          <Controller
            control={control}
            name="value"
            render={({ field }) => <MoneyInput {...field} currency="CLP" cents />}
          />
        </FormField>
        <HStack>
          <Button type="submit" loading={saving} loadingText="Guardando">
            Guardar valor
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
