// The reset-password form, presentational: new password twice; the token and email come from the
// link the user received (route /reset-password/{token}/{email}).
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { resetPasswordSchema, type ResetPasswordInput } from '../../shared/schemas/password-reset';
import { FormAlert } from '../../components/form-alert';
import type { RequestStatus } from './forgot-password';
import { PasswordInput } from '../../components/password-input/password-input';

export interface ResetPasswordFormProps {
  email: string;
  onSubmit(values: ResetPasswordInput): void;
  status?: RequestStatus;
  error?: string | null;
  defaultValues?: Partial<ResetPasswordInput>;
  validateOnMount?: boolean;
}

export function ResetPasswordForm({
  email,
  onSubmit,
  status = 'idle',
  error = null,
  defaultValues,
  validateOnMount = false,
}: ResetPasswordFormProps) {
  const { register, handleSubmit, trigger, formState } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', password_confirmation: '', ...defaultValues },
  });
  const { errors } = formState;
  const submitting = status === 'submitting';

  useEffect(() => {
    if (validateOnMount) void trigger();
  }, [validateOnMount, trigger]);

  if (status === 'done') {
    return (
      <Stack gap="5">
        <FormAlert status="success">
          Tu contraseña fue actualizada. Ya puedes iniciar sesión con ella.
        </FormAlert>
        <Button asChild colorPalette="primary" width="full">
          <Link href="/">Ir a iniciar sesión</Link>
        </Button>
      </Stack>
    );
  }

  return (
    <form noValidate aria-label="Restablecer contraseña" onSubmit={handleSubmit(onSubmit)}>
      <Stack gap="5">
        {error ? <FormAlert>{error}</FormAlert> : null}
        <Text color="fg.muted" fontSize="sm">
          Cuenta: <strong>{email}</strong>
        </Text>
        {/* Lets password managers save the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Field.Root invalid={Boolean(errors.password)} disabled={submitting} required>
          <Field.Label>Nueva contraseña</Field.Label>
          <PasswordInput autoComplete="new-password" {...register('password')} />
          <Field.HelperText>Al menos 8 caracteres, con letras y números.</Field.HelperText>
          <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.password_confirmation)} disabled={submitting} required>
          <Field.Label>Repite la nueva contraseña</Field.Label>
          <PasswordInput autoComplete="new-password" {...register('password_confirmation')} />
          <Field.ErrorText>{errors.password_confirmation?.message}</Field.ErrorText>
        </Field.Root>
        <Button
          type="submit"
          colorPalette="primary"
          loading={submitting}
          loadingText="Guardando…"
          width="full"
        >
          Guardar contraseña
        </Button>
        <ChakraLink asChild alignSelf="center" colorPalette="primary" fontSize="sm">
          <Link href="/">Volver al inicio de sesión</Link>
        </ChakraLink>
      </Stack>
    </form>
  );
}
