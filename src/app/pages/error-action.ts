import { landingPath } from '../../shared/access';
import type { AccessSubject } from '../../shared/access';

/** Error pages send a signed-in user back to their landing page and anyone else to the login. */
export function errorAction(subject: AccessSubject | null): { label: string; href: string } {
  return subject
    ? { label: 'Volver al inicio', href: landingPath(subject) }
    : { label: 'Ir a iniciar sesión', href: '/' };
}
