// 'Mi perfil' form, presentational: name and last name (required), optional new password with
// confirmation. Server field errors (BAD_USER_INPUT with extensions.field) land next to the field.
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, Separator, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormAlert } from '../../components/form-alert';
import { PasswordInput } from '../../components/password-input/password-input';
import {
  profileFormSchema,
  type ProfileField,
  type ProfileFormInput,
  type ProfileFormValues,
} from './profile-form.schema';

export interface ProfileFormProps {
  email: string;
  defaultValues: { name: string; last_name: string };
  onSubmit(values: ProfileFormValues): void;
  saving?: boolean;
  /** Spanish messages from the server, by field. */
  fieldErrors?: Partial<Record<ProfileField, string>>;
  /** A failure not tied to a field. */
  error?: string | null;
  validateOnMount?: boolean;
  /** Extra values for stories (e.g. a mistyped confirmation). */
  initialValues?: Partial<ProfileFormInput>;
}

export function ProfileForm(props: ProfileFormProps) {
  const {
    email,
    defaultValues,
    onSubmit,
    saving = false,
    fieldErrors,
    error = null,
    validateOnMount = false,
    initialValues,
  } = props;
  const { register, handleSubmit, trigger, setError, formState } = useForm<
    ProfileFormInput,
    unknown,
    ProfileFormValues
  >({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { ...defaultValues, password: '', password_confirmation: '', ...initialValues },
  });
  const { errors } = formState;

  useEffect(() => {
    if (validateOnMount) void trigger();
  }, [validateOnMount, trigger]);

  useEffect(() => {
    for (const [field, message] of Object.entries(fieldErrors ?? {})) {
      if (field === 'name' || field === 'last_name' || field === 'password')
        setError(field, { type: 'server', message }, { shouldFocus: true });
    }
  }, [fieldErrors, setError]);

  return (
    <form noValidate aria-label="Mi perfil" onSubmit={handleSubmit(onSubmit)}>
      <Stack gap="5" maxW="2xl">
        {error ? <FormAlert>{error}</FormAlert> : null}
        <Field.Root readOnly>
          <Field.Label>Correo</Field.Label>
          <Input value={email} readOnly variant="subtle" autoComplete="email" />
          <Field.HelperText>El correo lo cambia un administrador.</Field.HelperText>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <Field.Root invalid={Boolean(errors.name)} disabled={saving} required>
            <Field.Label>Nombre</Field.Label>
            <Input autoComplete="given-name" {...register('name')} />
            <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.last_name)} disabled={saving} required>
            <Field.Label>Apellido</Field.Label>
            <Input autoComplete="family-name" {...register('last_name')} />
            <Field.ErrorText>{errors.last_name?.message}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Separator />
        <Text fontWeight="medium">Cambiar contraseña (opcional)</Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <Field.Root invalid={Boolean(errors.password)} disabled={saving}>
            <Field.Label>Nueva contraseña</Field.Label>
            <PasswordInput autoComplete="new-password" {...register('password')} />
            <Field.HelperText>Déjala en blanco para mantener la actual.</Field.HelperText>
            <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.password_confirmation)} disabled={saving}>
            <Field.Label>Repite la nueva contraseña</Field.Label>
            <PasswordInput autoComplete="new-password" {...register('password_confirmation')} />
            <Field.ErrorText>{errors.password_confirmation?.message}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Button
          type="submit"
          colorPalette="primary"
          loading={saving}
          loadingText="Guardando…"
          alignSelf="flex-start"
        >
          Guardar cambios
        </Button>
      </Stack>
    </form>
  );
}
