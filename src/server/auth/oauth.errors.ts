// RFC 6749 §5.2 error bodies, with Spanish descriptions the SPA can show as they are.
export interface OAuthError {
  error: string;
  error_description: string;
}

const oauthError = (error: string, error_description: string): OAuthError => ({
  error,
  error_description,
});

export const oauthErrors = {
  invalidClient: oauthError('invalid_client', 'Cliente OAuth inválido.'),
  conflictingClient: oauthError(
    'invalid_request',
    'La solicitud identifica dos clientes OAuth distintos: en el encabezado Authorization y en el cuerpo.',
  ),
  invalidCredentials: oauthError('invalid_grant', 'Las credenciales ingresadas son incorrectas.'),
  inactiveUser: oauthError(
    'invalid_grant',
    'Tu cuenta está desactivada. Contacta a un administrador.',
  ),
  sessionExpired: oauthError('invalid_grant', 'La sesión expiró. Inicia sesión nuevamente.'),
  invalidScope: oauthError('invalid_scope', 'El alcance solicitado no es válido.'),
  unsupportedGrant: oauthError(
    'unsupported_grant_type',
    'El tipo de autorización solicitado no está soportado.',
  ),
  missing: (params: string[]) =>
    oauthError('invalid_request', `Faltan parámetros obligatorios: ${params.join(', ')}.`),
} as const;
