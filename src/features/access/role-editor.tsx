// The role form: its name and the permissions it grants. System roles keep their name (the access
// policy reads it) but their permissions can change.
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { z } from 'zod';
import { roleInputSchema, type RoleInput } from '../../shared/schemas/access';
import { SYSTEM_ROLE_REASON } from './access-rules';
import { FormAlert } from '../../components/form-alert';
import { PermissionChecklist } from './permission-checklist';

export interface RoleEditorValues {
  name: string;
  permissions: string[];
}

export type RoleField = keyof RoleEditorValues;

export interface RoleEditorProps {
  mode: 'create' | 'edit';
  defaultValues: RoleEditorValues;
  /** Every permission name offered. */
  permissionNames: readonly string[];
  /** A system role: the name is shown read-only with the reason. */
  systemRole?: boolean;
  onSubmit(values: RoleEditorValues): void;
  onCancel?(): void;
  saving?: boolean;
  fieldErrors?: Partial<Record<RoleField, string>>;
  error?: string | null;
  validateOnMount?: boolean;
}

export function RoleEditor(props: RoleEditorProps) {
  const { mode, defaultValues, permissionNames, systemRole = false, onSubmit, onCancel } = props;
  const { saving = false, fieldErrors, error = null, validateOnMount = false } = props;
  const { register, control, handleSubmit, trigger, setError, formState } = useForm<
    RoleInput,
    unknown,
    z.output<typeof roleInputSchema>
  >({ resolver: zodResolver(roleInputSchema), defaultValues });
  const { errors } = formState;

  useEffect(() => {
    if (validateOnMount) void trigger();
  }, [validateOnMount, trigger]);

  useEffect(() => {
    for (const [field, message] of Object.entries(fieldErrors ?? {})) {
      if (field === 'name' || field === 'permissions')
        setError(field, { type: 'server', message }, { shouldFocus: field === 'name' });
    }
  }, [fieldErrors, setError]);

  const submit = handleSubmit((values) =>
    onSubmit({ name: values.name, permissions: values.permissions ?? [] }),
  );

  return (
    <form noValidate aria-label={mode === 'create' ? 'Crear rol' : 'Editar rol'} onSubmit={submit}>
      <Stack gap="5">
        {error ? <FormAlert>{error}</FormAlert> : null}
        <Field.Root invalid={Boolean(errors.name)} disabled={saving} readOnly={systemRole} required>
          <Field.Label>
            Nombre del rol
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            autoComplete="off"
            maxLength={120}
            variant={systemRole ? 'subtle' : 'outline'}
            {...register('name')}
          />
          {systemRole ? <Field.HelperText>{SYSTEM_ROLE_REASON}</Field.HelperText> : null}
          <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
        </Field.Root>
        {/* Not a Field: Field hands its one id to every checkbox inside. */}
        <Stack gap="2">
          <Text fontWeight="medium" textStyle="sm">
            Permisos
          </Text>
          <Controller
            control={control}
            name="permissions"
            render={({ field }) => (
              <PermissionChecklist
                names={permissionNames}
                value={field.value ?? []}
                onChange={field.onChange}
                disabled={saving}
              />
            )}
          />
          {errors.permissions?.message ? (
            <Text role="alert" textStyle="sm" color="fg.error">
              {errors.permissions.message}
            </Text>
          ) : null}
        </Stack>
        {/* Stays in view at the bottom of a long permission list (the dialog body scrolls). */}
        <HStack
          gap="3"
          justify="flex-end"
          position="sticky"
          bottom="0"
          bg="bg.panel"
          py="3"
          borderTopWidth="1px"
          zIndex="1"
        >
          {onCancel ? (
            <Button variant="outline" colorPalette="gray" onClick={onCancel} disabled={saving}>
              Cancelar
            </Button>
          ) : null}
          <Button type="submit" colorPalette="primary" loading={saving} loadingText="Guardando…">
            {mode === 'create' ? 'Crear rol' : 'Guardar cambios'}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
