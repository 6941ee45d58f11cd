// The user form of /users/create and /users/{id}/edit, presentational: the page gives it the
// options (roles the viewer may grant, agencies, projects, permissions) and the server's errors,
// which land next to their field (spec §5; ARCHITECTURE §6 forms).
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { FormAlert } from '../../../components/form-alert';
import { Link } from 'wouter';
import { UserFormAccess, UserFormPermissions } from './user-form-access';
import type { Option, ProjectOption } from './user-form.mapping';
import { UserFormPersonal } from './user-form-personal';
import {
  EMPTY_USER_FORM,
  USER_FORM_FIELDS,
  userFormSchema,
  type UserFormField,
  type UserFormInput,
  type UserFormMode,
  type UserFormValues,
} from './user-form.schema';

export interface UserFormProps {
  mode: UserFormMode;
  defaultValues?: Partial<UserFormInput>;
  roleOptions: Option[];
  agencyOptions: Option[];
  /** Agency roles link every user they manage to one of their agencies: no 'Sin inmobiliaria'. */
  agencyRequired?: boolean;
  projectOptions: ProjectOption[];
  /** Direct permissions (edit only). */
  permissionOptions?: Option[];
  /** Editing yourself: you cannot switch yourself off. */
  lockStatus?: boolean;
  onSubmit(values: UserFormValues): void;
  cancelHref: string;
  saving?: boolean;
  /** Spanish messages from the server, by field. */
  fieldErrors?: Partial<Record<UserFormField, string>>;
  /** A failure not tied to a field. */
  error?: string | null;
  validateOnMount?: boolean;
}

export function UserForm(props: UserFormProps) {
  const { mode, roleOptions, agencyOptions, projectOptions, permissionOptions = [] } = props;
  const { agencyRequired = false, lockStatus = false, saving = false, error = null } = props;
  const { fieldErrors, validateOnMount = false } = props;
  const form = useForm<UserFormInput, unknown, UserFormValues>({
    resolver: zodResolver(userFormSchema(mode)),
    defaultValues: { ...EMPTY_USER_FORM, ...props.defaultValues },
  });
  const { handleSubmit, trigger, setError } = form;
  const editing = mode === 'edit';

  useEffect(() => {
    if (validateOnMount) void trigger();
  }, [validateOnMount, trigger]);

  useEffect(() => {
    for (const [field, message] of Object.entries(fieldErrors ?? {})) {
      const known = USER_FORM_FIELDS.find((name) => name === field);
      if (known && message) setError(known, { type: 'server', message }, { shouldFocus: true });
    }
  }, [fieldErrors, setError]);

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={editing ? 'Editar usuario' : 'Crear usuario'}
        onSubmit={handleSubmit(props.onSubmit)}
      >
        <Stack
          gap="8"
          maxW="4xl"
          bg="bg.panel"
          borderWidth="1px"
          rounded="lg"
          p={{ base: '4', md: '6' }}
        >
          {error ? <FormAlert>{error}</FormAlert> : null}

          <UserFormPersonal editing={editing} saving={saving} />
          <UserFormAccess
            editing={editing}
            saving={saving}
            roleOptions={roleOptions}
            agencyOptions={agencyOptions}
            agencyRequired={agencyRequired}
            projectOptions={projectOptions}
            lockStatus={lockStatus}
          />
          {editing ? <UserFormPermissions options={permissionOptions} saving={saving} /> : null}

          <HStack gap="3">
            <Button type="submit" colorPalette="primary" loading={saving} loadingText="Guardando…">
              {editing ? 'Guardar cambios' : 'Crear usuario'}
            </Button>
            <Button asChild variant="outline">
              <Link href={props.cancelHref}>Cancelar</Link>
            </Button>
          </HStack>
        </Stack>
      </form>
    </FormProvider>
  );
}
