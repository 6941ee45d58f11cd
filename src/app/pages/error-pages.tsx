import { KeyRound, MapPinOff, ShieldX } from 'lucide-react';
import type { AccessSubject } from '../../shared/access';
import { errorAction } from './error-action';
import { ErrorView } from './error-view';

/** Presentational error pages; the routed pages pass the session's subject. */
export function NotFoundView({ subject }: { subject: AccessSubject | null }) {
  return (
    <ErrorView
      code="404"
      icon={MapPinOff}
      title="Página no encontrada"
      message="La página que buscas no existe o cambió de dirección. Revisa el enlace o vuelve al inicio."
      action={errorAction(subject)}
    />
  );
}

export function ForbiddenView({ subject }: { subject: AccessSubject | null }) {
  return (
    <ErrorView
      code="403"
      icon={ShieldX}
      title="No tienes permiso para ver esta página"
      message="Tu rol no tiene acceso a esta sección. Si crees que deberías tenerlo, pide ayuda a un administrador."
      action={errorAction(subject)}
    />
  );
}

export function UnauthorizedView({ subject }: { subject: AccessSubject | null }) {
  return (
    <ErrorView
      code="401"
      icon={KeyRound}
      title="Necesitas iniciar sesión"
      message="Tu sesión terminó o no es válida. Inicia sesión nuevamente para continuar."
      action={subject ? errorAction(subject) : { label: 'Iniciar sesión', href: '/' }}
    />
  );
}
