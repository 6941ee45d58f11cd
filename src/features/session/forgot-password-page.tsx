// Route '/forgot-password'.
import { AuthCard } from './auth-card';
import { ForgotPasswordForm } from './forgot-password';
import { requestPasswordReset } from './password-reset.api';
import { useRecoveryRequest } from './use-recovery-request';

export function ForgotPasswordPage() {
  const request = useRecoveryRequest(requestPasswordReset);
  return (
    <AuthCard
      title="¿Olvidaste tu contraseña?"
      description="Escribe tu correo y te enviaremos un enlace para crear una nueva."
    >
      <ForgotPasswordForm onSubmit={request.submit} status={request.status} error={request.error} />
    </AuthCard>
  );
}
