// The permission form: a name only (spec §5). Names are unique; the server says so by the field.
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import type { z } from 'zod';
import { permissionInputSchema, type PermissionInput } from '../../shared/schemas/access';
import { FormAlert } from '../../components/form-alert';

export interface PermissionEditorProps {
  mode: 'create' | 'edit';
  defaultName: string;
  onSubmit(values: { name: string }): void;
  onCancel?(): void;
  saving?: boolean;
  fieldErrors?: Partial<Record<'name', string>>;
  error?: string | null;
  validateOnMount?: boolean;
}

export function PermissionEditor(props: PermissionEditorProps) {
  const { mode, defaultName, onSubmit, onCancel, saving = false } = props;
  const { fieldErrors, error = null, validateOnMount = false } = props;
  const { register, handleSubmit, trigger, setError, formState } = useForm<
    PermissionInput,
    unknown,
    z.output<typeof permissionInputSchema>
  >({ resolver: zodResolver(permissionInputSchema), defaultValues: { name: defaultName } });
  const { errors } = formState;

  useEffect(() => {
    if (validateOnMount) void trigger();
  }, [validateOnMount, trigger]);

  useEffect(() => {
    if (fieldErrors?.name)
      setError('name', { type: 'server', message: fieldErrors.name }, { shouldFocus: true });
  }, [fieldErrors, setError]);

  return (
    <form
      noValidate
      aria-label={mode === 'create' ? 'Crear permiso' : 'Renombrar permiso'}
      onSubmit={handleSubmit((values) => onSubmit({ name: values.name }))}
    >
      <Stack gap="5">
        {error ? <FormAlert>{error}</FormAlert> : null}
        <Field.Root invalid={Boolean(errors.name)} disabled={saving} required>
          <Field.Label>
            Nombre del permiso
            <Field.RequiredIndicator />
          </Field.Label>
          <Input autoComplete="off" fontFamily="mono" maxLength={120} {...register('name')} />
          {errors.name ? null : (
            <Field.HelperText>
              En minúsculas y con guiones, como «export-quotations». Sin comillas ni barras
              verticales.
            </Field.HelperText>
          )}
          <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
        </Field.Root>
        <HStack gap="3" justify="flex-end">
          {onCancel ? (
            <Button variant="outline" colorPalette="gray" onClick={onCancel} disabled={saving}>
              Cancelar
            </Button>
          ) : null}
          <Button type="submit" colorPalette="primary" loading={saving} loadingText="Guardando…">
            {mode === 'create' ? 'Crear permiso' : 'Guardar nombre'}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
