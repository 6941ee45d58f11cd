// Route '/reset-password/:token/:email' (spec §2). wouter hands the params to the route component;
// inside a <Route> without them, useParams reads the same values.
import { useParams } from 'wouter';
import { AuthCard } from './auth-card';
import { changeForgottenPassword } from './password-reset.api';
import { ResetPasswordForm } from './reset-password';
import { useRecoveryRequest } from './use-recovery-request';

export interface ResetPasswordParams {
  token: string;
  email: string;
}

// Links carry the email percent-encoded ('@' as %40); a malformed escape is kept as written.
function decoded(value: string | undefined): string {
  try {
    return decodeURIComponent(value ?? '');
  } catch {
    return value ?? '';
  }
}

export function ResetPasswordPage({ params }: { params?: Partial<ResetPasswordParams> }) {
  const routeParams = useParams<ResetPasswordParams>();
  const token = decoded(params?.token ?? routeParams.token);
  const email = decoded(params?.email ?? routeParams.email);
  const request = useRecoveryRequest(changeForgottenPassword);

  return (
    <AuthCard
      title="Restablecer contraseña"
      description="Elige una nueva contraseña para tu cuenta."
    >
      <ResetPasswordForm
        email={email}
        status={request.status}
        error={request.error}
        onSubmit={(values) => request.submit({ token, email, ...values })}
      />
    </AuthCard>
  );
}
