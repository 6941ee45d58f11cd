import bcrypt from 'bcryptjs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { freshDatabase } from '../../../tests/harness/test-database';
import { oauthAccessTokens, oauthRefreshTokens, users } from '../db/schema';
import {
  PASSWORD,
  buildAuthApp,
  insertUser,
  passwordGrant,
  testConfig,
  type TokenBody,
} from './auth.fixtures';
import { hashRefreshToken } from './tokens';

let database: Database;
let app: FastifyInstance;
let userId: number;

beforeAll(async () => {
  database = await freshDatabase();
  app = await buildAuthApp(database.db);
  userId = await insertUser(database.db, { email: 'camila.rojas@inmobiliaria.cl' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const badCredentials = {
  error: 'invalid_grant',
  error_description: 'Las credenciales ingresadas son incorrectas.',
};

describe('POST /oauth/token, password grant', () => {
  it('issues a Bearer pair with no-store caching, for an email in any case', async () => {
    const response = await passwordGrant(app, {
      username: 'Camila.Rojas@Inmobiliaria.CL',
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<TokenBody>();
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBe(900);
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [stored] = await database.db
      .select()
      .from(oauthRefreshTokens)
      .where(eq(oauthRefreshTokens.token_hash, hashRefreshToken(body.refresh_token)));
    expect(stored?.user_id).toBe(userId);
  });

  it('signs an HS256 JWT whose jti, family, audience and expiry match the stored token', async () => {
    const response = await passwordGrant(app, {
      username: 'camila.rojas@inmobiliaria.cl',
      password: PASSWORD,
    });
    const body = response.json<TokenBody>();
    expect(decodeProtectedHeader(body.access_token).alg).toBe('HS256');
    const claims = decodeJwt(body.access_token);
    expect(claims.sub).toBe(String(userId));
    expect(claims.aud).toBe('2');
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(900);
    expect((claims.exp ?? 0) * 1000 - Date.now()).toBeLessThanOrEqual(900_000);
    const [row] = await database.db
      .select()
      .from(oauthAccessTokens)
      .where(eq(oauthAccessTokens.id, String(claims.jti)));
    expect(row).toMatchObject({
      user_id: userId,
      client_id: 2,
      family_id: claims.fam,
      revoked: false,
    });
  });

  it('accepts a form-urlencoded body with the client id as text', async () => {
    const form = new URLSearchParams({
      grant_type: 'password',
      client_id: '2',
      client_secret: testConfig.oauthClientSecret,
      username: 'camila.rojas@inmobiliaria.cl',
      password: PASSWORD,
    });
    const response = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<TokenBody>().access_token.split('.')).toHaveLength(3);
  });

  it('answers a wrong password and an unknown email with the very same body', async () => {
    const wrong = await passwordGrant(
      app,
      { username: 'camila.rojas@inmobiliaria.cl', password: 'Otra2024x' },
      '10.0.0.1',
    );
    const unknown = await passwordGrant(
      app,
      { username: 'nadie@inmobiliaria.cl', password: PASSWORD },
      '10.0.0.1',
    );
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(badCredentials);
    expect(unknown.body).toBe(wrong.body);
  });

  it('refuses a wrong client id or secret with 401 invalid_client and a Basic challenge', async () => {
    const wrongClients: Record<string, string | number>[] = [
      { client_id: 3 },
      { client_secret: 'adivinado' },
    ];
    for (const client of wrongClients) {
      const response = await passwordGrant(app, {
        username: 'camila.rojas@inmobiliaria.cl',
        password: PASSWORD,
        ...client,
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Basic realm="oauth"');
      expect(response.json()).toEqual({
        error: 'invalid_client',
        error_description: 'Cliente OAuth inválido.',
      });
    }
  });

  it('refuses missing parameters, another scope and unknown grants', async () => {
    const noPassword = await passwordGrant(app, { username: 'camila.rojas@inmobiliaria.cl' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toMatchObject({ error: 'invalid_request' });

    const scope = await passwordGrant(app, {
      username: 'camila.rojas@inmobiliaria.cl',
      password: PASSWORD,
      scope: 'admin',
    });
    expect(scope.json()).toMatchObject({ error: 'invalid_scope' });

    const grant = await passwordGrant(app, { grant_type: 'client_credentials' });
    expect(grant.statusCode).toBe(400);
    expect(grant.json()).toMatchObject({ error: 'unsupported_grant_type' });

    const empty = await app.inject({ method: 'POST', url: '/oauth/token', payload: {} });
    expect(empty.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('refuses a deactivated account with its own message and issues nothing', async () => {
    const inactiveId = await insertUser(database.db, {
      email: 'jorge.munoz@inmobiliaria.cl',
      status: false,
    });
    const response = await passwordGrant(app, {
      username: 'jorge.munoz@inmobiliaria.cl',
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Tu cuenta está desactivada. Contacta a un administrador.',
    });
    const tokens = await database.db
      .select()
      .from(oauthAccessTokens)
      .where(eq(oauthAccessTokens.user_id, inactiveId));
    expect(tokens).toHaveLength(0);
  });

  it('logs in a legacy bcrypt $2y$ user and upgrades the hash to argon2id', async () => {
    const legacy = bcrypt.hashSync(PASSWORD, 10).replace(/^\$2[ab]\$/, '$2y$');
    const legacyId = await insertUser(database.db, {
      email: 'paula.diaz@inmobiliaria.cl',
      hash: legacy,
    });
    const response = await passwordGrant(app, {
      username: 'paula.diaz@inmobiliaria.cl',
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const [row] = await database.db
      .select({ password: users.password })
      .from(users)
      .where(eq(users.id, legacyId));
    expect(row?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const again = await passwordGrant(app, {
      username: 'paula.diaz@inmobiliaria.cl',
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(200);
  });
});
