// Route '/': the login page connected to the session. Once logged in (profile loaded) it goes to
// the role's landing page (spec §2: /home, or /preapprovals for PreapprovalUser).
import { useCallback } from 'react';
import { useSelector } from '@xstate/react';
import { Redirect } from 'wouter';
import { landingPath } from '../../shared/access';
import type { Login } from '../../shared/schemas/login';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';
import { loginBusy, loginFailureOf, useSession, useSessionActorRef } from '../../lib/auth';

export function LoginPage() {
  const actor = useSessionActorRef();
  const { subject } = useSession();
  const busy = useSelector(actor, loginBusy);
  const failure = useSelector(actor, loginFailureOf);
  const submit = useCallback(
    (values: Login) =>
      actor.send({ type: 'credentials.submitted', email: values.email, password: values.password }),
    [actor],
  );

  if (subject) return <Redirect to={landingPath(subject)} replace />;
  return (
    <AuthCard title="Iniciar sesión" description="Ingresa con tu correo y contraseña.">
      <LoginForm onSubmit={submit} busy={busy} failure={failure} />
    </AuthCard>
  );
}
