// Expected failures: a Spanish message for the user and a stable code; anything else thrown is
// masked by yoga and logged.
import { GraphQLError } from 'graphql';
import type { Viewer } from '../context';

export type ErrorCode =
  'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'NOT_FOUND' | 'NOT_IMPLEMENTED' | 'CONFLICT';

// The spec's client reacts to HTTP statuses (401 → refresh, 403 → /error-403), so the codes that
// mean the same thing also set the status of the whole response.
const HTTP_STATUS: Partial<Record<ErrorCode, number>> = { UNAUTHENTICATED: 401, FORBIDDEN: 403 };

/** An expected failure: a Spanish message for the user and a stable code for the client. */
export function appError(
  code: ErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
): GraphQLError {
  const status = HTTP_STATUS[code];
  return new GraphQLError(message, {
    extensions: { code, ...extra, ...(status ? { http: { status } } : {}) },
  });
}

export const messages = {
  unauthenticated: 'Tu sesión no es válida o expiró. Inicia sesión nuevamente.',
  forbidden: 'No tienes permiso para realizar esta acción.',
  notImplemented: 'Esta función aún no está disponible en el servidor.',
  internal: 'Ocurrió un error inesperado. Intenta nuevamente.',
} as const;

/** A BAD_USER_INPUT whose `fields` lets a form show each message next to its field. */
export function fieldError(field: string, message: string): GraphQLError {
  return appError('BAD_USER_INPUT', message, { field, fields: { [field]: message } });
}

/** The signed-in viewer; the policy gate already refused anonymous calls, this narrows the type. */
export function requireViewer(ctx: { viewer: Viewer | null }): Viewer {
  if (!ctx.viewer) throw appError('UNAUTHENTICATED', messages.unauthenticated);
  return ctx.viewer;
}
