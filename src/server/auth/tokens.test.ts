import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { freshDatabase } from '../../../tests/harness/test-database';
import { oauthAccessTokens, oauthRefreshTokens } from '../db/schema';
import {
  buildAuthApp,
  insertUser,
  login,
  probe,
  refreshGrant,
  type TokenBody,
} from './auth.fixtures';
import { hashRefreshToken } from './tokens';

let database: Database;
let app: FastifyInstance;
const revoked: string[] = [];

beforeAll(async () => {
  database = await freshDatabase();
  app = await buildAuthApp(database.db, (familyId) => revoked.push(familyId));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const expired = {
  error: 'invalid_grant',
  error_description: 'La sesión expiró. Inicia sesión nuevamente.',
};

describe('access tokens', () => {
  it('stop working on the very next request once their row is revoked', async () => {
    await insertUser(database.db, { email: 'ignacio.vera@inmobiliaria.cl' });
    const tokens = await login(app, 'ignacio.vera@inmobiliaria.cl');
    expect((await probe(app, tokens.access_token)).statusCode).toBe(200);

    const jti = String(decodeJwt(tokens.access_token).jti);
    await database.db
      .update(oauthAccessTokens)
      .set({ revoked: true })
      .where(eq(oauthAccessTokens.id, jti));
    expect((await probe(app, tokens.access_token)).statusCode).toBe(401);
  });

  it('are refused when tampered with or absent', async () => {
    await insertUser(database.db, { email: 'sofia.lagos@inmobiliaria.cl' });
    const { access_token } = await login(app, 'sofia.lagos@inmobiliaria.cl');
    const [header, , signature] = access_token.split('.');
    const forged = { ...decodeJwt(access_token), sub: '1' };
    const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    expect((await probe(app, tampered)).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/probe' })).statusCode).toBe(401);
  });
});

describe('refresh token rotation', () => {
  it('issues a new pair in the same family and marks the old token used', async () => {
    await insertUser(database.db, { email: 'tomas.fuentes@inmobiliaria.cl' });
    const first = await login(app, 'tomas.fuentes@inmobiliaria.cl');
    const response = await refreshGrant(app, first.refresh_token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const second = response.json<TokenBody>();
    expect(second.refresh_token).not.toBe(first.refresh_token);

    const [oldRow] = await database.db
      .select()
      .from(oauthRefreshTokens)
      .where(eq(oauthRefreshTokens.token_hash, hashRefreshToken(first.refresh_token)));
    const [newRow] = await database.db
      .select()
      .from(oauthRefreshTokens)
      .where(eq(oauthRefreshTokens.token_hash, hashRefreshToken(second.refresh_token)));
    expect(oldRow?.used_at).toBeInstanceOf(Date);
    expect(newRow?.family_id).toBe(oldRow?.family_id);
    expect((await probe(app, second.access_token)).statusCode).toBe(200);
  });

  it('revokes the whole family when an already used token comes back', async () => {
    await insertUser(database.db, { email: 'valentina.perez@inmobiliaria.cl' });
    const first = await login(app, 'valentina.perez@inmobiliaria.cl');
    const second = (await refreshGrant(app, first.refresh_token)).json<TokenBody>();
    const familyId = (await probe(app, second.access_token)).json<{ familyId: string }>().familyId;

    const replay = await refreshGrant(app, first.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(expired);
    expect(revoked).toContain(familyId);
    // The thief's replay also ends the legitimate holder's newest tokens.
    expect((await probe(app, second.access_token)).statusCode).toBe(401);
    expect((await refreshGrant(app, second.refresh_token)).statusCode).toBe(400);
  });

  it('lets exactly one of two concurrent uses of the same token succeed', async () => {
    await insertUser(database.db, { email: 'benjamin.soto@inmobiliaria.cl' });
    const first = await login(app, 'benjamin.soto@inmobiliaria.cl');
    const results = await Promise.all([
      refreshGrant(app, first.refresh_token),
      refreshGrant(app, first.refresh_token),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const family = await database.db
      .select()
      .from(oauthRefreshTokens)
      .where(eq(oauthRefreshTokens.token_hash, hashRefreshToken(first.refresh_token)));
    expect(family[0]?.used_at).toBeInstanceOf(Date);
  });

  it('refuses unknown, expired and revoked tokens alike', async () => {
    await insertUser(database.db, { email: 'martina.gonzalez@inmobiliaria.cl' });
    const unknown = await refreshGrant(app, 'no-es-un-token-valido');
    expect(unknown.json()).toEqual(expired);

    const a = await login(app, 'martina.gonzalez@inmobiliaria.cl');
    await database.db
      .update(oauthRefreshTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(oauthRefreshTokens.token_hash, hashRefreshToken(a.refresh_token)));
    expect((await refreshGrant(app, a.refresh_token)).json()).toEqual(expired);

    const b = await login(app, 'martina.gonzalez@inmobiliaria.cl');
    await database.db
      .update(oauthRefreshTokens)
      .set({ revoked: true })
      .where(eq(oauthRefreshTokens.token_hash, hashRefreshToken(b.refresh_token)));
    expect((await refreshGrant(app, b.refresh_token)).statusCode).toBe(400);
  });

  it('requires the refresh_token parameter and checks client credentials when sent', async () => {
    const missing = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'refresh_token' },
    });
    expect(missing.json()).toMatchObject({ error: 'invalid_request' });
    const badClient = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: {
        grant_type: 'refresh_token',
        refresh_token: 'x',
        client_id: 2,
        client_secret: 'malo',
      },
    });
    expect(badClient.statusCode).toBe(401);
  });
});
