import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpResponseError, NetworkError } from './network/errors';
import { createOAuthClient, toOAuthError } from './oauth';
import { jsonResponse } from './network/network.test-kit';

afterEach(() => vi.unstubAllGlobals());

describe('oauth', () => {
  it('password grant sends client 2, the secret, scope all and the email as username', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      jsonResponse({
        access_token: 'a',
        refresh_token: 'r',
        expires_in: 900,
        token_type: 'Bearer',
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const tokens = await createOAuthClient(() => 1_000).passwordGrant({
      email: ' ana@andes.cl ',
      password: 'Clave2025',
    });
    expect(tokens).toEqual({ accessToken: 'a', refreshToken: 'r', expiresAt: 901_000 });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('/oauth/token');
    expect(JSON.parse(String(init?.body))).toEqual({
      grant_type: 'password',
      client_id: 2,
      client_secret: 'dev-secret',
      scope: 'all',
      username: 'ana@andes.cl',
      password: 'Clave2025',
    });
    expect(new Headers(init?.headers).get('authorization')).toBeNull();
  });

  it('maps 400 invalid_grant to wrong credentials with the server message', async () => {
    const error = await toOAuthError(
      new HttpResponseError(
        jsonResponse(
          {
            error: 'invalid_grant',
            error_description: 'Las credenciales ingresadas son incorrectas.',
          },
          400,
        ),
      ),
    );
    expect(error).toMatchObject({
      kind: 'wrongCredentials',
      message: 'Las credenciales ingresadas son incorrectas.',
    });
  });

  it('maps 429 to throttled with the retry time', async () => {
    const body = {
      error: 'too_many_requests',
      error_description: 'Demasiados intentos fallidos. Intenta nuevamente en 1 minuto.',
      retry_after: 60,
    };
    const error = await toOAuthError(
      new HttpResponseError(jsonResponse(body, 429, { 'Retry-After': '60' })),
    );
    expect(error).toMatchObject({
      kind: 'throttled',
      message: body.error_description,
      retryAfterSeconds: 60,
    });
  });

  it('maps invalid_client, 5xx and network failures to network problems in Spanish', async () => {
    const client = await toOAuthError(
      new HttpResponseError(
        jsonResponse(
          { error: 'invalid_client', error_description: 'Cliente OAuth inválido.' },
          401,
        ),
      ),
    );
    expect(client).toMatchObject({ kind: 'network', message: 'Cliente OAuth inválido.' });
    expect(
      await toOAuthError(new HttpResponseError(new Response('', { status: 503 }))),
    ).toMatchObject({ kind: 'network' });
    expect((await toOAuthError(new NetworkError(new TypeError('offline')))).message).toMatch(
      /conectar/,
    );
  });
});
