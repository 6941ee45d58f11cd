// The public password-recovery calls (spec §7). They run without a session, so their failures
// belong to the form: no 401 refresh, no 403/404 navigation ('none' auth).
import { HttpResponseError, NetworkError } from '../../lib/network/errors';
import { postJson } from '../../lib/network/rest';

export interface PasswordForgetChange {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export async function requestPasswordReset(input: { email: string }): Promise<void> {
  await postJson('api/public/passwordForgetUser', input, { auth: 'none' });
}

export async function changeForgottenPassword(input: PasswordForgetChange): Promise<void> {
  await postJson('api/public/passwordForgetChangeUser', input, { auth: 'none' });
}

// Laravel-style bodies: { message }, { error_description } or { errors: { field: [message] } }.
function serverMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  for (const key of ['message', 'error_description', 'error']) {
    const value: unknown = Reflect.get(body, key);
    if (typeof value === 'string' && value.trim() && !/^[a-z_]+$/.test(value)) return value;
  }
  const errors: unknown = Reflect.get(body, 'errors');
  if (typeof errors === 'object' && errors !== null) {
    const first: unknown = Object.values(errors).flat()[0];
    if (typeof first === 'string') return first;
  }
  return null;
}

/** A clear Spanish message for a failed recovery call, the server's own when it sent one. */
export async function recoveryErrorMessage(error: unknown): Promise<string> {
  if (error instanceof NetworkError) return error.message;
  if (!(error instanceof HttpResponseError))
    return 'Ocurrió un error inesperado. Inténtalo de nuevo.';
  if ([404, 405, 501].includes(error.status)) {
    return 'La recuperación de contraseña aún no está disponible. Inténtalo más tarde o contacta a un administrador.';
  }
  if (error.status >= 500)
    return 'El servidor no pudo procesar la solicitud. Inténtalo de nuevo en unos minutos.';
  const message = serverMessage(await error.body());
  if (message) return message;
  if (error.status === 429)
    return 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.';
  return 'No pudimos procesar la solicitud. Revisa los datos e inténtalo de nuevo.';
}
