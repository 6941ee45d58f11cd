import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeDocument } from '../../../graphql/generated/client/graphql';
import {
  DEMO_PASSWORD,
  executeOperation,
  startTestApp,
  type TestApp,
} from '../../../tests/harness/test-app';

// A standard OAuth 2.0 client library signs in (password grant) and refreshes against the real
// server on a real socket: what a client written from RFC 6749 sends, not what our tests send.

// Characters that form-encoding changes, so that the server must decode the Basic pair.
const SECRET = 'secreto del cliente+SPA/%ñ:2025';
const EMAIL = 'admin@demo.cl';

let t: TestApp;
let as: oauth.AuthorizationServer;
const client: oauth.Client = { client_id: '2' };
// The test server speaks plain HTTP on 127.0.0.1; the library refuses http:// unless told.
const insecure = { [oauth.allowInsecureRequests]: true };

beforeAll(async () => {
  t = await startTestApp('demo', { oauthClientSecret: SECRET });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const issuer = `http://127.0.0.1:${port}`;
  as = { issuer, token_endpoint: `${issuer}/oauth/token` };
});
afterAll(async () => {
  await t.close();
});

async function signIn(auth: oauth.ClientAuth, scope: string) {
  const response = await oauth.genericTokenEndpointRequest(
    as,
    client,
    auth,
    'password',
    { username: EMAIL, password: DEMO_PASSWORD, scope },
    insecure,
  );
  return oauth.processGenericTokenEndpointResponse(as, client, response);
}

async function refresh(auth: oauth.ClientAuth, refreshToken: string) {
  const response = await oauth.refreshTokenGrantRequest(as, client, auth, refreshToken, insecure);
  return oauth.processRefreshTokenResponse(as, client, response);
}

async function me(accessToken: string) {
  return (await executeOperation(t.app, MeDocument, {}, accessToken)).data?.me?.email;
}

const methods: [string, (secret: string) => oauth.ClientAuth][] = [
  ['client_secret_basic', oauth.ClientSecretBasic],
  ['client_secret_post', oauth.ClientSecretPost],
];

describe.each(methods)('oauth4webapi with %s', (_name, method) => {
  it('signs in with the password grant, then refreshes, and both tokens work', async () => {
    const tokens = await signIn(method(SECRET), '*');
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.expires_in).toBe(900);
    expect(await me(tokens.access_token)).toBe(EMAIL);
    expect(tokens.refresh_token).toEqual(expect.any(String));

    const refreshed = await refresh(method(SECRET), tokens.refresh_token ?? '');
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect(await me(refreshed.access_token)).toBe(EMAIL);
  });

  it('reads the Basic challenge of a wrong client secret', async () => {
    const refused = signIn(method('adivinado'), 'all');
    await expect(refused).rejects.toBeInstanceOf(oauth.WWWAuthenticateChallengeError);
    await expect(refused).rejects.toMatchObject({
      status: 401,
      cause: [{ scheme: 'basic', parameters: { realm: 'oauth' } }],
    });
  });

  it('reads a refused grant as an OAuth error body with its Spanish description', async () => {
    const tokens = await signIn(method(SECRET), 'all');
    await refresh(method(SECRET), tokens.refresh_token ?? '');
    // The rotated token presented again is a reuse: the session is revoked.
    await expect(refresh(method(SECRET), tokens.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
      error_description: 'La sesión expiró. Inicia sesión nuevamente.',
    });
  });
});
