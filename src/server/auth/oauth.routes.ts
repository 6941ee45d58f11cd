import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import { messages } from '../errors';
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

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function validClient(body: TokenRequest, config: AuthConfig): boolean {
  return (
    body.client_id === String(OAUTH_CLIENT_ID) &&
    sameSecret(body.client_secret ?? '', config.oauthClientSecret)
  );
}

function missing(body: TokenRequest, names: (keyof TokenRequest)[]): (keyof TokenRequest)[] {
  return names.filter((name) => !body[name]);
}

function fail(reply: FastifyReply, status: number, body: OAuthError) {
  return reply.code(status).send(body);
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

    if (body.grant_type === 'password') {
      if (!validClient(body, config)) return fail(reply, 401, oauthErrors.invalidClient);
      const absent = missing(body, ['username', 'password']);
      if (absent.length > 0) return fail(reply, 400, oauthErrors.missing(absent));
      if (body.scope && body.scope !== 'all') return fail(reply, 400, oauthErrors.invalidScope);
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

    if (body.grant_type === 'refresh_token') {
      // The refresh token is itself the credential; client fields are checked only when sent.
      if ((body.client_id || body.client_secret) && !validClient(body, config)) {
        return fail(reply, 401, oauthErrors.invalidClient);
      }
      if (!body.refresh_token) return fail(reply, 400, oauthErrors.missing(['refresh_token']));
      const result = await rotateRefreshToken(db, config, body.refresh_token);
      if (!result.ok) {
        if (result.reason === 'reused') notifyRevoked(result.familyId);
        return fail(reply, 400, oauthErrors.sessionExpired);
      }
      return reply.code(200).send(result.tokens);
    }

    return fail(reply, 400, oauthErrors.unsupportedGrant);
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
