import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import { messages } from '../kernel/errors';
import { OAUTH_CLIENT_ID, type AuthConfig } from './auth-config';
import { authenticateBearer } from './bearer';
import { loginWithPassword } from './login';
import { oauthErrors, type OAuthError } from './oauth.errors';
import { tooManyAttempts } from './throttle';
import { issueTokens, revokeFamily, rotateRefreshToken } from './tokens';

export interface AuthRouteDeps {
  db: Db;
  config: AuthConfig;
  /** Called when a session ends (logout or refresh-token reuse), to close its subscriptions. */
  onSessionRevoked?: (familyId: string) => void;
}

// Laravel Passport clients send numbers or strings indifferently, as JSON or as a form.
const param = z.union([z.string(), z.number()]).transform(String).optional();
const tokenRequest = z.object({
  grant_type: param,
  client_id: param,
  client_secret: param,
  username: param,
  password: param,
  scope: param,
  refresh_token: param,
});
type TokenRequest = z.infer<typeof tokenRequest>;

// Passport's «all scopes» is `*`, which clients of the legacy server send; the SPA sends `all`.
const ALL_SCOPES = new Set(['', '*', 'all']);

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The client's credentials: from the Basic header (RFC 6749 §2.3.1) or the body, or none. */
type ClientCredentials =
  { kind: 'none' | 'malformed' | 'conflicting' } | { kind: 'given'; id: string; secrets: string[] };

// RFC 6749 §2.3.1 form-encodes id and secret before Basic; Passport's league/oauth2-server never
// decoded them, so its clients send them raw. Either form is the exact secret: both are tried.
function formDecoded(text: string): string[] {
  try {
    const decoded = decodeURIComponent(text.replaceAll('+', ' '));
    return decoded === text ? [text] : [decoded, text];
  } catch {
    return [text];
  }
}

function basicCredentials(header: string | undefined): ClientCredentials {
  // Another scheme (a Bearer the client had at hand) does not authenticate a client: ignored.
  if (!header || !/^basic(\s|$)/i.test(header)) return { kind: 'none' };
  const encoded = /^basic\s+([A-Za-z0-9+/]+={0,2})\s*$/i.exec(header)?.[1];
  const pair = encoded ? Buffer.from(encoded, 'base64').toString('utf8') : '';
  const colon = pair.indexOf(':');
  if (colon < 0) return { kind: 'malformed' };
  const [id = ''] = formDecoded(pair.slice(0, colon));
  return { kind: 'given', id, secrets: formDecoded(pair.slice(colon + 1)) };
}

function clientCredentials(body: TokenRequest, authorization?: string): ClientCredentials {
  const basic = basicCredentials(authorization);
  const inBody = body.client_id !== undefined || body.client_secret !== undefined;
  if (basic.kind !== 'given') return basic.kind === 'none' && inBody ? fromBody(body) : basic;
  // Both ways at once are tolerated when they say the same (some clients repeat client_id); two
  // different clients in one request is a malformed request (RFC 6749 §5.2, invalid_request).
  const idDiffers = body.client_id !== undefined && body.client_id !== basic.id;
  const secretDiffers =
    body.client_secret !== undefined && !basic.secrets.includes(body.client_secret);
  return idDiffers || secretDiffers ? { kind: 'conflicting' } : basic;
}

function fromBody(body: TokenRequest): ClientCredentials {
  return { kind: 'given', id: body.client_id ?? '', secrets: [body.client_secret ?? ''] };
}

function validClient(client: ClientCredentials, config: AuthConfig): boolean {
  if (client.kind !== 'given' || client.id !== String(OAUTH_CLIENT_ID)) return false;
  return client.secrets
    .map((secret) => sameSecret(secret, config.oauthClientSecret))
    .includes(true);
}

function missing(body: TokenRequest, names: (keyof TokenRequest)[]): (keyof TokenRequest)[] {
  return names.filter((name) => !body[name]);
}

function fail(reply: FastifyReply, status: number, body: OAuthError) {
  // RFC 6749 §5.2: a 401 names the authentication scheme the client may use.
  if (status === 401) reply.header('WWW-Authenticate', 'Basic realm="oauth"');
  return reply.code(status).send(body);
}

/**
 * The client check of a grant, or the failure to answer. `required`: the password grant needs a
 * client; a refresh token is itself the credential, so there client fields are checked only when
 * sent.
 */
function clientFailure(
  client: ClientCredentials,
  config: AuthConfig,
  required: boolean,
): [number, OAuthError] | null {
  if (client.kind === 'conflicting') return [400, oauthErrors.conflictingClient];
  if (client.kind === 'none' && !required) return null;
  return validClient(client, config) ? null : [401, oauthErrors.invalidClient];
}

/** `POST /oauth/token` (password and refresh_token grants) and `POST /logout` (spec §7). */
export function registerAuthRoutes(app: FastifyInstance, deps: AuthRouteDeps): void {
  const { db, config } = deps;
  const notifyRevoked = (familyId: string) => {
    try {
      deps.onSessionRevoked?.(familyId);
    } catch (error) {
      app.log.error({ err: error, familyId }, 'onSessionRevoked failed');
    }
  };

  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, text, done) => done(null, Object.fromEntries(new URLSearchParams(String(text)))),
    );
  }

  app.post('/oauth/token', async (request, reply) => {
    // Tokens must never sit in a browser or proxy cache (RFC 6749 §5.1), errors included.
    reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
    const parsed = tokenRequest.safeParse(request.body ?? {});
    const body: TokenRequest = parsed.success ? parsed.data : {};
    if (!body.grant_type) return fail(reply, 400, oauthErrors.missing(['grant_type']));

    if (body.grant_type !== 'password' && body.grant_type !== 'refresh_token') {
      return fail(reply, 400, oauthErrors.unsupportedGrant);
    }
    const client = clientCredentials(body, request.headers.authorization);
    const refused = clientFailure(client, config, body.grant_type === 'password');
    if (refused) return fail(reply, ...refused);

    if (body.grant_type === 'password') {
      const absent = missing(body, ['username', 'password']);
      if (absent.length > 0) return fail(reply, 400, oauthErrors.missing(absent));
      if (!ALL_SCOPES.has(body.scope ?? '')) return fail(reply, 400, oauthErrors.invalidScope);
      const result = await loginWithPassword(db, {
        email: body.username ?? '',
        password: body.password ?? '',
        ip: request.ip,
      });
      if (!result.ok) {
        if (result.reason === 'throttled') {
          return reply
            .code(429)
            .header('Retry-After', String(result.retryAfter))
            .send(tooManyAttempts(result.retryAfter));
        }
        const error =
          result.reason === 'inactive' ? oauthErrors.inactiveUser : oauthErrors.invalidCredentials;
        return fail(reply, 400, error);
      }
      return reply.code(200).send(await issueTokens(db, config, result.userId));
    }

    if (!body.refresh_token) return fail(reply, 400, oauthErrors.missing(['refresh_token']));
    // A refresh may not widen the scope (RFC 6749 §6); every token carries all of it.
    if (!ALL_SCOPES.has(body.scope ?? '')) return fail(reply, 400, oauthErrors.invalidScope);
    const result = await rotateRefreshToken(db, config, body.refresh_token);
    if (!result.ok) {
      if (result.reason === 'reused') notifyRevoked(result.familyId);
      return fail(reply, 400, oauthErrors.sessionExpired);
    }
    return reply.code(200).send(result.tokens);
  });

  app.post('/logout', async (request, reply) => {
    const viewer = await authenticateBearer(db, config, request.headers.authorization);
    if (!viewer) {
      return reply.code(401).send({ error: 'unauthenticated', message: messages.unauthenticated });
    }
    await db.transaction((tx) => revokeFamily(tx, viewer.familyId));
    notifyRevoked(viewer.familyId);
    return reply.code(200).send({ message: 'Sesión cerrada.' });
  });
}
