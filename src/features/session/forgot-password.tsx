// The forgot-password form, presentational. The confirmation is neutral on purpose: it must not
// reveal whether an email has an account.
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Link } from 'wouter';
import {
  forgotPasswordSchema,
  type ForgotPasswordInput,
} from '../../shared/schemas/password-reset';
import { FormAlert } from '../../components/form-alert';

export const FORGOT_PASSWORD_SENT =
  'Si el correo está registrado, te enviaremos un enlace para restablecer tu contraseña.';

export type RequestStatus = 'idle' | 'submitting' | 'done';

export interface ForgotPasswordFormProps {
  onSubmit(values: { email: string }): void;
  status?: RequestStatus;
  /** Why the request failed (Spanish). */
  error?: string | null;
  defaultValues?: Partial<ForgotPasswordInput>;
  validateOnMount?: boolean;
}

export function ForgotPasswordForm({
  onSubmit,
  status = 'idle',
  error = null,
  defaultValues,
  validateOnMount = false,
}: ForgotPasswordFormProps) {
  const { register, handleSubmit, trigger, formState } = useForm<
    ForgotPasswordInput,
    unknown,
    { email: string }
  >({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '', ...defaultValues },
  });
  const submitting = status === 'submitting';

  useEffect(() => {
    if (validateOnMount) void trigger();
  }, [validateOnMount, trigger]);

  return (
    <Stack gap="5">
      {status === 'done' ? (
        <FormAlert status="success">{FORGOT_PASSWORD_SENT}</FormAlert>
      ) : (
        <form noValidate aria-label="Recuperar contraseña" onSubmit={handleSubmit(onSubmit)}>
          <Stack gap="5">
            {error ? <FormAlert>{error}</FormAlert> : null}
            <Field.Root invalid={Boolean(formState.errors.email)} disabled={submitting} required>
              <Field.Label>Correo</Field.Label>
              <Input
                type="email"
                autoComplete="email"
                inputMode="email"
                placeholder="nombre@empresa.cl"
                {...register('email')}
              />
              <Field.ErrorText>{formState.errors.email?.message}</Field.ErrorText>
            </Field.Root>
            <Button
              type="submit"
              colorPalette="primary"
              loading={submitting}
              loadingText="Enviando…"
              width="full"
            >
              Enviar enlace
            </Button>
          </Stack>
        </form>
      )}
      <ChakraLink asChild alignSelf="center" colorPalette="primary" fontSize="sm">
        <Link href="/">Volver al inicio de sesión</Link>
      </ChakraLink>
    </Stack>
  );
}
