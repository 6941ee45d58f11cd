import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createSessionActors } from './session.actors';
import { sessionMachine } from './session.machine';
import {
  fakeDeps,
  fakeStorage,
  flush,
  NOW,
  profileFixture,
  tokensFixture,
} from './session.test-kit';

function start(initialTokens: ReturnType<typeof tokensFixture> | null = null) {
  const fakes = fakeDeps(fakeStorage(initialTokens));
  const navigate = vi.fn();
  const reloadPage = vi.fn();
  const machine = sessionMachine.provide({
    actors: createSessionActors(fakes.deps),
    actions: { navigate: (_, params) => navigate(params.to), reloadPage },
  });
  const actor = createActor(machine).start();
  return { ...fakes, actor, navigate, reloadPage };
}

async function loggedIn() {
  const session = start(tokensFixture(1));
  await flush();
  session.me.last()?.answer.resolve({ me: profileFixture });
  await flush();
  return session;
}

describe('session machine: restoring', () => {
  it('without stored tokens ends logged out', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'idle' });
  });

  it('with valid tokens loads the profile and stores the encoded access', async () => {
    const { actor, storage } = await loggedIn();
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'ready' });
    expect(actor.getSnapshot().context.profile).toEqual(profileFixture);
    expect(storage.rememberedAccess).toEqual(profileFixture);
  });

  it('with an expired access token refreshes before loading the profile', async () => {
    const { actor, refreshGrant, me } = start(tokensFixture(1, NOW - 1));
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'refreshing' });
    expect(refreshGrant.fn).toHaveBeenCalledWith('refresh-1');
    refreshGrant.last()?.answer.resolve(tokensFixture(2));
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'loadingProfile' });
    expect(me.fn).toHaveBeenCalledTimes(1);
  });
});

describe('session machine: login', () => {
  it('stores tokens on success and loads the profile', async () => {
    const { actor, passwordGrant, storage } = start();
    await flush();
    actor.send({
      type: 'credentials.submitted',
      email: 'camila.rojas@inmobiliariaandes.cl',
      password: 'Andes2025',
    });
    expect(actor.getSnapshot().value).toBe('authenticating');
    expect(passwordGrant.fn).toHaveBeenCalledWith({
      email: 'camila.rojas@inmobiliariaandes.cl',
      password: 'Andes2025',
    });
    passwordGrant.last()?.answer.resolve(tokensFixture(1));
    await flush();
    expect(storage.tokens).toEqual(tokensFixture(1));
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'loadingProfile' });
  });

  it.each([
    [
      'wrongCredentials',
      {
        kind: 'wrongCredentials',
        message: 'El correo o la contraseña no son correctos.',
        retryAfterSeconds: null,
      },
    ],
    ['throttled', { kind: 'throttled', message: 'Demasiados intentos.', retryAfterSeconds: 60 }],
    [
      'network',
      { kind: 'network', message: 'No pudimos conectar con el servidor.', retryAfterSeconds: null },
    ],
  ] as const)('a %s failure lands in loggedOut.error with the message', async (kind, failure) => {
    const { actor, passwordGrant, storage } = start();
    await flush();
    actor.send({ type: 'credentials.submitted', email: 'a@b.cl', password: 'x' });
    passwordGrant.last()?.answer.reject(failure);
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ loggedOut: { error: kind } });
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.failure).toEqual(failure);
    expect(storage.tokens).toBeNull();
  });

  it('an unexpected error is a network failure with a Spanish message; a new attempt clears it', async () => {
    const { actor, passwordGrant } = start();
    await flush();
    actor.send({ type: 'credentials.submitted', email: 'a@b.cl', password: 'x' });
    passwordGrant.last()?.answer.reject(new TypeError('boom'));
    await flush();
    expect(actor.getSnapshot().context.failure?.message).toBe(
      'No pudimos iniciar sesión. Inténtalo de nuevo.',
    );
    actor.send({ type: 'credentials.submitted', email: 'a@b.cl', password: 'y' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('ignores logout and credentials while authenticating', async () => {
    const { actor, passwordGrant } = start();
    await flush();
    actor.send({ type: 'credentials.submitted', email: 'a@b.cl', password: 'x' });
    actor.send({ type: 'logout.requested' });
    actor.send({ type: 'credentials.submitted', email: 'a@b.cl', password: 'x' });
    expect(actor.getSnapshot().value).toBe('authenticating');
    expect(passwordGrant.fn).toHaveBeenCalledTimes(1);
  });
});

describe('session machine: refresh', () => {
  it('many 401s start one refresh; success keeps the profile', async () => {
    const { actor, refreshGrant, storage } = await loggedIn();
    actor.send({ type: 'token.expired', token: 'access-1' });
    actor.send({ type: 'token.expired', token: 'access-1' });
    actor.send({ type: 'token.expired', token: 'access-1' });
    expect(refreshGrant.fn).toHaveBeenCalledTimes(1);
    refreshGrant.last()?.answer.resolve(tokensFixture(2));
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'ready' });
    expect(actor.getSnapshot().context.tokens).toEqual(tokensFixture(2));
    expect(storage.tokens).toEqual(tokensFixture(2));
  });

  it('a 401 for an already replaced token starts no refresh', async () => {
    const { actor, refreshGrant } = await loggedIn();
    actor.send({ type: 'token.expired', token: 'access-0' });
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'ready' });
    expect(refreshGrant.fn).not.toHaveBeenCalled();
  });

  it('a failed refresh clears tokens, profile and storage and goes to /', async () => {
    const { actor, refreshGrant, storage, navigate } = await loggedIn();
    actor.send({ type: 'token.expired', token: 'access-1' });
    refreshGrant.last()?.answer.reject(new Error('invalid_grant'));
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({ tokens: null, profile: null });
    expect(storage.tokens).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('adopts tokens another tab already rotated instead of spending a revoked refresh token', async () => {
    const { actor, refreshGrant, storage } = await loggedIn();
    storage.tokens = tokensFixture(5);
    actor.send({ type: 'token.expired', token: 'access-1' });
    await flush();
    expect(refreshGrant.fn).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.tokens).toEqual(tokensFixture(5));
  });
});

describe('session machine: logout, other tabs, 403/404', () => {
  it.each(['resolve', 'reject'] as const)(
    'logout clears everything and reloads when the server answers (%s)',
    async (outcome) => {
      const { actor, logout, storage, reloadPage } = await loggedIn();
      actor.send({ type: 'logout.requested' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(logout.fn).toHaveBeenCalledWith(tokensFixture(1));
      if (outcome === 'resolve') logout.last()?.answer.resolve();
      else logout.last()?.answer.reject(new Error('HTTP 500'));
      await flush();
      expect(actor.getSnapshot().value).toEqual({ loggedOut: 'idle' });
      expect(actor.getSnapshot().context).toMatchObject({ tokens: null, profile: null });
      expect(storage.tokens).toBeNull();
      expect(reloadPage).toHaveBeenCalledTimes(1);
    },
  );

  it('follows another tab: logout there logs out here; a refresh there replaces our tokens', async () => {
    const { actor, storage, navigate } = await loggedIn();
    storage.changeInOtherTab(tokensFixture(3));
    expect(actor.getSnapshot().context.tokens).toEqual(tokensFixture(3));
    storage.changeInOtherTab(null);
    expect(actor.getSnapshot().value).toEqual({ loggedOut: 'idle' });
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('a login in another tab logs this tab in', async () => {
    const { actor, storage } = start();
    await flush();
    storage.changeInOtherTab(tokensFixture(4));
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'loadingProfile' });
  });

  it('navigates on 403 and 404 in any state', async () => {
    const { actor, navigate } = start();
    actor.send({ type: 'request.forbidden' });
    await flush();
    actor.send({ type: 'request.notFound' });
    expect(navigate.mock.calls).toEqual([['/error-403'], ['/error-404']]);
  });

  it('reloads the profile after a profile edit, keeping the old one meanwhile', async () => {
    const { actor, me } = await loggedIn();
    actor.send({ type: 'profile.updated' });
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'loadingProfile' });
    expect(actor.getSnapshot().context.profile).toEqual(profileFixture);
    me.last()?.answer.resolve({ me: { ...profileFixture, name: 'Camila Andrea' } });
    await flush();
    expect(actor.getSnapshot().context.profile?.name).toBe('Camila Andrea');
  });

  it('retries a profile that failed to load after a pause', async () => {
    vi.useFakeTimers();
    try {
      const { actor, me } = start(tokensFixture(1));
      await vi.advanceTimersByTimeAsync(0);
      me.last()?.answer.reject(new Error('HTTP 502'));
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toEqual({ loggedIn: 'profileFailed' });
      expect(actor.getSnapshot().hasTag('error')).toBe(true);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(me.fn).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
