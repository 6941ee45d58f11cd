// The login form, presentational: the page passes the session's state (busy, failure) and gets
// the validated credentials back. Every visual state has a story (login-form.stories.tsx).
import { useEffect } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { Button, Field, Input, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Link } from 'wouter';
import type { LoginFailure } from '../../../machines/session/session.types';
import type { Login, LoginInput } from '../../shared/schemas/login';
import { validateLogin } from '../../shared/schemas/login-rules';
import { FormAlert } from '../../components/form-alert';
import { PasswordInput } from '../../components/password-input/password-input';

export interface LoginFormProps {
  onSubmit(values: Login): void;
  /** Signing in (or loading the profile that decides where to go): inputs locked, spinner. */
  busy?: boolean;
  /** Why the last attempt failed (server message in Spanish). */
  failure?: LoginFailure | null;
  defaultValues?: Partial<LoginInput>;
  /** Shows validation messages at once (stories of the invalid state). */
  validateOnMount?: boolean;
}

/** The throttle message with the wait appended when the server's text does not say it. */
export function failureText(failure: LoginFailure): string {
  const seconds = failure.retryAfterSeconds;
  if (failure.kind !== 'throttled' || !seconds || /\d/.test(failure.message))
    return failure.message;
  const wait = seconds >= 90 ? `${Math.ceil(seconds / 60)} minutos` : `${seconds} segundos`;
  return `${failure.message} Podrás intentarlo nuevamente en ${wait}.`;
}

// The shared login rules (same messages and results as loginSchema, without zod: see
// login-rules.ts for why) as a react-hook-form resolver.
const loginResolver: Resolver<LoginInput, unknown, Login> = async (input) => {
  const result = validateLogin(input);
  if (result.ok) return { values: result.values, errors: {} };
  const errors: FieldErrors<LoginInput> = {};
  for (const field of ['email', 'password'] as const) {
    const message = result.errors[field];
    if (message) errors[field] = { type: 'validate', message };
  }
  return { values: {}, errors };
};

export function LoginForm({
  onSubmit,
  busy = false,
  failure = null,
  defaultValues,
  validateOnMount = false,
}: LoginFormProps) {
  const { register, handleSubmit, trigger, formState } = useForm<LoginInput, unknown, Login>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '', ...defaultValues },
  });
  const { errors } = formState;

  useEffect(() => {
    if (validateOnMount) void trigger();
  }, [validateOnMount, trigger]);

  return (
    <form noValidate aria-label="Iniciar sesión" onSubmit={handleSubmit(onSubmit)}>
      <Stack gap="5">
        {failure ? (
          <FormAlert status={failure.kind === 'throttled' ? 'warning' : 'error'}>
            {failureText(failure)}
          </FormAlert>
        ) : null}
        <Field.Root invalid={Boolean(errors.email)} disabled={busy} required>
          <Field.Label>Correo</Field.Label>
          <Input
            type="email"
            autoComplete="username"
            inputMode="email"
            placeholder="nombre@empresa.cl"
            {...register('email')}
          />
          <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.password)} disabled={busy} required>
          <Field.Label>Contraseña</Field.Label>
          <PasswordInput autoComplete="current-password" {...register('password')} />
          <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
        </Field.Root>
        <Button
          type="submit"
          colorPalette="primary"
          loading={busy}
          loadingText="Ingresando…"
          width="full"
        >
          Ingresar
        </Button>
        <ChakraLink asChild alignSelf="center" colorPalette="primary" fontSize="sm">
          <Link href="/forgot-password">¿Olvidaste tu contraseña?</Link>
        </ChakraLink>
      </Stack>
    </form>
  );
}
