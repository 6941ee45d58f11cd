import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { EditUserProfileDocument, MeDocument } from '../../../graphql/generated/client/graphql';
import { createSessionActors } from '../../../machines/session/session.actors';
import { sessionMachine } from '../../../machines/session/session.machine';
import { createRefreshGate } from '../../../machines/session/session.refresh-gate';
import {
  fakeDeps,
  fakeStorage,
  flush,
  profileFixture,
  tokensFixture,
} from '../../../machines/session/session.test-kit';
import { GraphQLRequestError, HttpResponseError } from './errors';
import { createExecutor } from './execute';
import { jsonResponse, scriptedFetch } from './network.test-kit';
import type { NetworkSession } from './network-session';

const me = { me: profileFixture };

function fixedSession(
  token: string | null = 'access-1',
): NetworkSession & { forbidden: number; notFound: number } {
  const session = {
    forbidden: 0,
    notFound: 0,
    getAccessToken: () => token,
    requestRefresh: () => Promise.reject(new Error('sin refresh')),
    onForbidden: () => void (session.forbidden += 1),
    onNotFound: () => void (session.notFound += 1),
  };
  return session;
}

// The real session machine behind the executor: its single-flight refresh is what is tested.
async function liveSession() {
  const fakes = fakeDeps(fakeStorage(tokensFixture(1)));
  const actor = createActor(
    sessionMachine.provide({ actors: createSessionActors(fakes.deps) }),
  ).start();
  await flush();
  fakes.me.last()?.answer.resolve(me);
  await flush();
  const session: NetworkSession = {
    getAccessToken: () => actor.getSnapshot().context.tokens?.accessToken ?? null,
    requestRefresh: createRefreshGate(actor),
    onForbidden: () => undefined,
    onNotFound: () => undefined,
  };
  return { ...fakes, actor, session };
}

beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe('execute', () => {
  it('posts the printed document with Bearer and Accept json headers', async () => {
    const net = scriptedFetch(() => jsonResponse({ data: me }));
    const execute = createExecutor({ fetch: net.fetch, session: () => fixedSession() });
    await expect(execute(MeDocument)).resolves.toEqual(me);
    const [request] = net.requests;
    expect(request?.url).toBe('/graphql');
    expect(request?.headers).toMatchObject({
      authorization: 'Bearer access-1',
      accept: 'application/json',
      'content-type': 'application/json',
    });
    const body: unknown = JSON.parse(String(request?.body));
    expect(body).toMatchObject({ operationName: 'Me', variables: {} });
    expect(JSON.stringify(body)).toContain('query Me');
  });

  it('sends a document printed before in the same task as the call (no await before the fetch)', async () => {
    const net = scriptedFetch(() => jsonResponse({ data: me }));
    const execute = createExecutor({ fetch: net.fetch, session: () => fixedSession() });
    await execute(MeDocument);
    const again = execute(MeDocument);
    // Nothing has been awaited yet: a warmer's request leaves inside the click that started it.
    expect(net.spy).toHaveBeenCalledTimes(2);
    await expect(again).resolves.toEqual(me);
  });

  it.each([200, 201])('accepts HTTP %i', async (status) => {
    const execute = createExecutor({
      fetch: scriptedFetch(() => jsonResponse({ data: me }, status)).fetch,
      session: () => fixedSession(),
    });
    await expect(execute(MeDocument)).resolves.toEqual(me);
  });

  it.each([202, 204, 500, 502])('rejects HTTP %i with the response and logs it', async (status) => {
    const execute = createExecutor({
      fetch: scriptedFetch(() => new Response(null, { status })).fetch,
      session: () => fixedSession(),
    });
    const error: unknown = await execute(MeDocument).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpResponseError);
    expect(error instanceof HttpResponseError && error.response.status).toBe(status);
    expect(console.warn).toHaveBeenCalled();
  });

  it('reports 403 and 404 to the session and rejects', async () => {
    const session = fixedSession();
    let status = 403;
    const execute = createExecutor({
      fetch: scriptedFetch(() => new Response(null, { status })).fetch,
      session: () => session,
    });
    await expect(execute(MeDocument)).rejects.toBeInstanceOf(HttpResponseError);
    status = 404;
    await expect(execute(MeDocument)).rejects.toBeInstanceOf(HttpResponseError);
    expect([session.forbidden, session.notFound]).toEqual([1, 1]);
  });

  it('throws GraphQL errors as GraphQLRequestError with code, field and Spanish message, and logs them', async () => {
    const errors = [
      {
        message: 'El nombre es obligatorio.',
        extensions: { code: 'BAD_USER_INPUT', field: 'name' },
      },
    ];
    const execute = createExecutor({
      fetch: scriptedFetch(() => jsonResponse({ data: null, errors })).fetch,
      session: () => fixedSession(),
    });
    const error: unknown = await execute(EditUserProfileDocument, {
      name: '',
      last_name: 'Soto',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect(error).toMatchObject({
      message: 'El nombre es obligatorio.',
      code: 'BAD_USER_INPUT',
      field: 'name',
      operationName: 'EditUserProfile',
    });
    expect(error instanceof GraphQLRequestError && error.fieldErrors()).toEqual({
      name: 'El nombre es obligatorio.',
    });
    expect(console.warn).toHaveBeenCalled();
  });
});

describe('execute: 401 and the session refresh', () => {
  const byToken = (request: { headers: Record<string, string> }) =>
    request.headers['authorization'] === 'Bearer access-2'
      ? jsonResponse({ data: me })
      : new Response(null, { status: 401 });

  it('three concurrent 401s share one refresh, then all are retried with the new token', async () => {
    const { session, refreshGrant } = await liveSession();
    const net = scriptedFetch(byToken);
    const execute = createExecutor({ fetch: net.fetch, session: () => session });
    const calls = [execute(MeDocument), execute(MeDocument), execute(MeDocument)];
    await vi.waitFor(() => expect(refreshGrant.fn).toHaveBeenCalledTimes(1));
    refreshGrant.last()?.answer.resolve(tokensFixture(2));
    await expect(Promise.all(calls)).resolves.toEqual([me, me, me]);
    expect(refreshGrant.fn).toHaveBeenCalledTimes(1);
    expect(net.requests.map((r) => r.headers['authorization'])).toEqual([
      ...Array(3).fill('Bearer access-1'),
      ...Array(3).fill('Bearer access-2'),
    ]);
  });

  it('a failed refresh rejects every waiting call and ends the session', async () => {
    const { session, refreshGrant, actor, storage } = await liveSession();
    const execute = createExecutor({ fetch: scriptedFetch(byToken).fetch, session: () => session });
    const calls = [execute(MeDocument), execute(MeDocument), execute(MeDocument)].map((p) =>
      p.catch((e: unknown) => e),
    );
    await vi.waitFor(() => expect(refreshGrant.fn).toHaveBeenCalledTimes(1));
    refreshGrant.last()?.answer.reject(new Error('invalid_grant'));
    const outcomes = await Promise.all(calls);
    outcomes.forEach((outcome) => expect(outcome).toMatchObject({ status: 401 }));
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(storage.tokens).toBeNull();
  });

  it('treats a GraphQL UNAUTHENTICATED answer like a 401', async () => {
    const { session, refreshGrant } = await liveSession();
    const net = scriptedFetch((request) =>
      request.headers['authorization'] === 'Bearer access-2'
        ? jsonResponse({ data: me })
        : jsonResponse({
            data: null,
            errors: [{ message: 'Debes iniciar sesión.', extensions: { code: 'UNAUTHENTICATED' } }],
          }),
    );
    const call = createExecutor({ fetch: net.fetch, session: () => session })(MeDocument);
    await vi.waitFor(() => expect(refreshGrant.fn).toHaveBeenCalledTimes(1));
    refreshGrant.last()?.answer.resolve(tokensFixture(2));
    await expect(call).resolves.toEqual(me);
  });
});

describe('execute: uploads', () => {
  it('sends multipart only when the variables hold a real file', async () => {
    const net = scriptedFetch(() => jsonResponse({ data: me }));
    const execute = createExecutor({ fetch: net.fetch, session: () => fixedSession() });
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    await execute(EditUserProfileDocument, { name: 'Camila', last_name: 'Rojas' });
    // The document is irrelevant to the encoding: whatever variables hold a File go multipart.
    await createExecutor({ fetch: net.fetch, session: () => fixedSession() })(
      EditUserProfileDocument,
      {
        name: 'Camila',
        last_name: 'Rojas',
        password: undefined,
        ...{ logo },
      },
    );
    const [plain, upload] = net.requests;
    expect(typeof plain?.body).toBe('string');
    expect(upload?.body).toBeInstanceOf(FormData);
    expect(upload?.headers['content-type']).toBeUndefined();
    const form = upload?.body instanceof FormData ? upload.body : new FormData();
    expect(JSON.parse(String(form.get('map')))).toEqual({ 0: ['variables.logo'] });
    expect(JSON.parse(String(form.get('operations'))).variables).toMatchObject({
      logo: null,
      name: 'Camila',
    });
    expect(form.get('0')).toBeInstanceOf(File);
  });
});
