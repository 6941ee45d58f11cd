// OAuth password and refresh_token grants and logout (spec §7 REST), turned into the session's
// vocabulary: tokens with an absolute expiry, and LoginFailure errors whose Spanish message is the
// server's error_description when it sent one.
import type {
  AuthTokens,
  LoginFailure,
  LoginFailureKind,
  OAuthClient,
} from '../../machines/session/session.types';
import { OAUTH_CLIENT } from './env';
import { HttpResponseError } from './network/errors';
import { postJson } from './network/rest';

// Two small shapes are checked by hand: zod would weigh more than the whole login route allows.
interface TokenResponse {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

interface ErrorResponse {
  error?: string;
  error_description?: string;
  message?: string;
  retry_after?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function parseTokenResponse(value: unknown): TokenResponse | null {
  if (!isRecord(value)) return null;
  const { access_token, refresh_token, expires_in } = value;
  if (typeof access_token !== 'string' || access_token === '') return null;
  if (typeof refresh_token !== 'string' || refresh_token === '') return null;
  if (typeof expires_in !== 'number' || !(expires_in > 0)) return null;
  return { access_token, refresh_token, expires_in };
}

function parseErrorResponse(value: unknown): ErrorResponse {
  if (!isRecord(value)) return {};
  const retry = Number(value.retry_after);
  return {
    error: text(value.error),
    error_description: text(value.error_description),
    message: text(value.message),
    retry_after: value.retry_after !== undefined && Number.isFinite(retry) ? retry : undefined,
  };
}

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
  const body = parseErrorResponse(await error.body());
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
  const parsed = parseTokenResponse(answer);
  if (!parsed)
    throw new OAuthError('network', 'El servidor envió una respuesta inválida al iniciar sesión.');
  return {
    accessToken: parsed.access_token,
    refreshToken: parsed.refresh_token,
    expiresAt: now() + parsed.expires_in * 1000,
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
