// The login form, presentational: the page passes the session's state (busy, failure) and gets
// the validated credentials back. Every visual state has a story (login-form.stories.tsx).
import { useState, type ChangeEvent, type FormEvent } from 'react';
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

type LoginErrors = Partial<Record<keyof Login, string>>;

/**
 * Plain React state, not react-hook-form: two fields need no form library, and the login route's
 * JavaScript budget (≤ 180 KB gzipped) has no room for one. Messages appear on submit (or at once
 * with validateOnMount) and then follow every keystroke, as the other forms behave.
 */
function useLoginFields(defaultValues: Partial<LoginInput> | undefined, validateOnMount: boolean) {
  const [values, setValues] = useState<LoginInput>({ email: '', password: '', ...defaultValues });
  const [checked, setChecked] = useState(validateOnMount);
  const result = validateLogin(values);
  const errors: LoginErrors = checked && !result.ok ? result.errors : {};
  const field = (name: keyof Login) => ({
    name,
    value: values[name] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  return { result, errors, field, check: () => setChecked(true) };
}

export function LoginForm({
  onSubmit,
  busy = false,
  failure = null,
  defaultValues,
  validateOnMount = false,
}: LoginFormProps) {
  const { result, errors, field, check } = useLoginFields(defaultValues, validateOnMount);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    check();
    if (result.ok) return onSubmit(result.values);
    // The first field with a message takes the focus, as react-hook-form forms do.
    const first = result.errors.email ? 'email' : 'password';
    const input = event.currentTarget.elements.namedItem(first);
    if (input instanceof HTMLInputElement) input.focus();
  };

  return (
    <form noValidate aria-label="Iniciar sesión" onSubmit={submit}>
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
            {...field('email')}
          />
          <Field.ErrorText>{errors.email}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.password)} disabled={busy} required>
          <Field.Label>Contraseña</Field.Label>
          <PasswordInput autoComplete="current-password" {...field('password')} />
          <Field.ErrorText>{errors.password}</Field.ErrorText>
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
