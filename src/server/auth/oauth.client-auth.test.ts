import Fastify, {
  type FastifyInstance,
  type InjectOptions,
  type LightMyRequestResponse,
} from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { freshDatabase } from '../../../tests/harness/test-database';
import {
  PASSWORD,
  buildAuthApp,
  insertUser,
  login,
  testConfig,
  type TokenBody,
} from './auth.fixtures';
import { registerAuthRoutes } from './oauth.routes';

// Client authentication of POST /oauth/token (RFC 6749 §2.3.1), on both grants, with JSON and
// form bodies; and the scopes a token request may name.

let database: Database;
let app: FastifyInstance;
const EMAIL = 'valentina.soto@inmobiliaria.cl';

beforeAll(async () => {
  database = await freshDatabase();
  app = await buildAuthApp(database.db);
  await insertUser(database.db, { email: EMAIL, name: 'Valentina', last_name: 'Soto Pérez' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
const CLIENT_BASIC = basic('2', testConfig.oauthClientSecret);
const clientFields = { client_id: '2', client_secret: testConfig.oauthClientSecret };

type Fields = Record<string, string>;
type Encoding = 'json' | 'form';

function tokenRequest(fields: Fields, encoding: Encoding, authorization?: string) {
  const headers: InjectOptions['headers'] = authorization ? { authorization } : {};
  const request: InjectOptions =
    encoding === 'json'
      ? { method: 'POST', url: '/oauth/token', headers, payload: fields }
      : {
          method: 'POST',
          url: '/oauth/token',
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(fields).toString(),
        };
  return app.inject(request);
}

const passwordFields: Fields = { grant_type: 'password', username: EMAIL, password: PASSWORD };
const refreshFields = async (): Promise<Fields> => ({
  grant_type: 'refresh_token',
  refresh_token: (await login(app, EMAIL)).refresh_token,
});

function expectTokens(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.json<TokenBody>()).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
}

function expectInvalidClient(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(401);
  expect(response.headers['www-authenticate']).toBe('Basic realm="oauth"');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.json()).toEqual({
    error: 'invalid_client',
    error_description: 'Cliente OAuth inválido.',
  });
}

const encodings: Encoding[] = ['json', 'form'];

describe.each(encodings)('POST /oauth/token with a %s body', (encoding) => {
  it('signs in with the client in the Basic header or in the body', async () => {
    expectTokens(await tokenRequest(passwordFields, encoding, CLIENT_BASIC));
    expectTokens(await tokenRequest({ ...passwordFields, ...clientFields }, encoding));
  });

  it('refreshes with the client in the Basic header, in the body, or without a client', async () => {
    expectTokens(await tokenRequest(await refreshFields(), encoding, CLIENT_BASIC));
    expectTokens(await tokenRequest({ ...(await refreshFields()), ...clientFields }, encoding));
    expectTokens(await tokenRequest(await refreshFields(), encoding));
  });

  it('refuses a wrong client on both grants with 401 and a Basic challenge', async () => {
    const wrongBasic = basic('2', 'adivinado');
    expectInvalidClient(await tokenRequest(passwordFields, encoding, wrongBasic));
    expectInvalidClient(await tokenRequest(await refreshFields(), encoding, wrongBasic));
    const wrongBody = { client_id: '3', client_secret: testConfig.oauthClientSecret };
    expectInvalidClient(await tokenRequest({ ...passwordFields, ...wrongBody }, encoding));
    expectInvalidClient(await tokenRequest({ ...(await refreshFields()), ...wrongBody }, encoding));
    // The password grant needs a client; a refresh token alone is enough (see above).
    expectInvalidClient(await tokenRequest(passwordFields, encoding));
  });
});

describe('Basic client authentication', () => {
  it('accepts the id and secret form-encoded (RFC 6749 §2.3.1) or raw (Passport clients)', async () => {
    const secret = 'secreto con espacios+signos/%ñ:y dos puntos';
    const special = Fastify();
    registerAuthRoutes(special, {
      db: database.db,
      config: { ...testConfig, oauthClientSecret: secret },
    });
    try {
      const encoded = encodeURIComponent(secret).replaceAll('%20', '+');
      for (const authorization of [basic('2', encoded), basic('2', secret)]) {
        const response = await special.inject({
          method: 'POST',
          url: '/oauth/token',
          headers: { authorization },
          payload: passwordFields,
        });
        expectTokens(response);
      }
    } finally {
      await special.close();
    }
  });

  it('answers an unreadable Basic header with 401 invalid_client', async () => {
    for (const authorization of [
      'Basic',
      'Basic !!!',
      `Basic ${Buffer.from('2').toString('base64')}`,
    ]) {
      expectInvalidClient(await tokenRequest(passwordFields, 'json', authorization));
    }
  });

  it('ignores an Authorization header of another scheme', async () => {
    const response = await tokenRequest(
      { ...passwordFields, ...clientFields },
      'json',
      'Bearer eyJhbGciOiJIUzI1NiJ9.e30.firma',
    );
    expectTokens(response);
  });

  it('accepts the same client in the header and the body, and refuses two different ones', async () => {
    expectTokens(await tokenRequest({ ...passwordFields, client_id: '2' }, 'form', CLIENT_BASIC));
    expectTokens(await tokenRequest({ ...passwordFields, ...clientFields }, 'json', CLIENT_BASIC));
    const otherClients: Fields[] = [{ client_id: '3' }, { client_secret: 'otro-secreto' }];
    for (const body of otherClients) {
      const response = await tokenRequest({ ...passwordFields, ...body }, 'json', CLIENT_BASIC);
      expect(response.statusCode).toBe(400);
      expect(response.headers['www-authenticate']).toBeUndefined();
      expect(response.json()).toEqual({
        error: 'invalid_request',
        error_description:
          'La solicitud identifica dos clientes OAuth distintos: en el encabezado Authorization y en el cuerpo.',
      });
    }
  });
});

describe('scope', () => {
  it('accepts *, all, empty or absent on both grants', async () => {
    for (const scope of ['*', 'all', '', undefined]) {
      const withScope = (fields: Fields) => (scope === undefined ? fields : { ...fields, scope });
      expectTokens(await tokenRequest(withScope(passwordFields), 'form', CLIENT_BASIC));
      expectTokens(await tokenRequest(withScope(await refreshFields()), 'form', CLIENT_BASIC));
    }
  });

  it('refuses any other scope on both grants', async () => {
    for (const scope of ['admin', 'all *', '**']) {
      for (const fields of [passwordFields, await refreshFields()]) {
        const response = await tokenRequest({ ...fields, scope }, 'json', CLIENT_BASIC);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          error: 'invalid_scope',
          error_description: 'El alcance solicitado no es válido.',
        });
      }
    }
  });
});

it('reads a form body whose content type names its charset', async () => {
  const response = await app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: {
      authorization: CLIENT_BASIC,
      'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
    },
    payload: new URLSearchParams(passwordFields).toString(),
  });
  expectTokens(response);
});
