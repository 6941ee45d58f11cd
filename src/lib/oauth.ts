// OAuth password and refresh_token grants and logout (spec §7 REST), turned into the session's
// vocabulary: tokens with an absolute expiry, and LoginFailure errors whose Spanish message is the
// server's error_description when it sent one.
import { z } from 'zod';
import type {
  AuthTokens,
  LoginFailure,
  LoginFailureKind,
  OAuthClient,
} from '../../machines/session/session.types';
import { OAUTH_CLIENT } from './env';
import { HttpResponseError } from './network/errors';
import { postJson } from './network/rest';

const tokenResponse = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().positive(),
});

const errorResponse = z.object({
  error: z.string().optional(),
  error_description: z.string().optional(),
  message: z.string().optional(),
  retry_after: z.coerce.number().optional(),
});

export class OAuthError extends Error implements LoginFailure {
  override readonly name = 'OAuthError';
  constructor(
    readonly kind: LoginFailureKind,
    message: string,
    readonly retryAfterSeconds: number | null = null,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

const DEFAULT_MESSAGES: Record<LoginFailureKind, string> = {
  wrongCredentials: 'El correo o la contraseña no son correctos.',
  throttled: 'Demasiados intentos de inicio de sesión. Espera un momento e inténtalo de nuevo.',
  network: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
};

/** Maps any failure of the token endpoint to a LoginFailure. */
export async function toOAuthError(error: unknown): Promise<OAuthError> {
  if (!(error instanceof HttpResponseError))
    return new OAuthError('network', DEFAULT_MESSAGES.network);
  const parsed = errorResponse.safeParse(await error.body());
  const body = parsed.success ? parsed.data : {};
  const description = body.error_description ?? body.message;
  if (error.status === 429) {
    const header = Number(error.response.headers.get('Retry-After'));
    const retryAfter = body.retry_after ?? (Number.isFinite(header) && header > 0 ? header : null);
    return new OAuthError('throttled', description ?? DEFAULT_MESSAGES.throttled, retryAfter, 429);
  }
  if (error.status === 400 || error.status === 401) {
    // invalid_client is the build's secret, not the user's password: say so plainly.
    if (body.error === 'invalid_client') {
      return new OAuthError(
        'network',
        description ??
          'La aplicación no está autorizada para iniciar sesión. Contacta al administrador.',
        null,
        error.status,
      );
    }
    return new OAuthError(
      'wrongCredentials',
      description ?? DEFAULT_MESSAGES.wrongCredentials,
      null,
      error.status,
    );
  }
  return new OAuthError(
    'network',
    'El servidor no pudo iniciar la sesión. Inténtalo de nuevo en unos minutos.',
    null,
    error.status,
  );
}

async function tokenGrant(
  body: Record<string, string | number>,
  now: () => number,
): Promise<AuthTokens> {
  let answer: unknown;
  try {
    answer = await postJson('oauth/token', body, { auth: 'none' });
  } catch (error) {
    throw await toOAuthError(error);
  }
  const parsed = tokenResponse.safeParse(answer);
  if (!parsed.success)
    throw new OAuthError('network', 'El servidor envió una respuesta inválida al iniciar sesión.');
  return {
    accessToken: parsed.data.access_token,
    refreshToken: parsed.data.refresh_token,
    expiresAt: now() + parsed.data.expires_in * 1000,
  };
}

export function createOAuthClient(now: () => number = Date.now): OAuthClient {
  const client = {
    client_id: OAUTH_CLIENT.id,
    client_secret: OAUTH_CLIENT.secret,
    scope: OAUTH_CLIENT.scope,
  };
  return {
    passwordGrant: ({ email, password }) =>
      tokenGrant({ grant_type: 'password', ...client, username: email.trim(), password }, now),
    refreshGrant: (refreshToken) =>
      tokenGrant({ grant_type: 'refresh_token', ...client, refresh_token: refreshToken }, now),
    logout: async (tokens) => {
      // The refresh token goes along so the server can revoke the session even when the access
      // token has already expired.
      await postJson('logout', tokens ? { refresh_token: tokens.refreshToken } : {}, {
        auth: { bearer: tokens?.accessToken ?? null },
      });
    },
  };
}
