import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MeDocument, RecordChangedDocument } from '../../../graphql/generated/client/graphql';
import {
  fakeDeps,
  fakeStorage,
  profileFixture,
  tokensFixture,
} from '../../../machines/session/session.test-kit';
import { VIEWER_QUERY_KEY } from './viewer-cache';
import { execute } from '../network/execute';
import { queryClient } from '../query-client';
import type { RealtimeChannel } from '../realtime-channel';
import { SessionProvider } from './session-context';
import { renderStory } from '../../../tests/setup/render';
import { useSession } from './use-session';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function fakeChannel() {
  const unsubscribe = vi.fn();
  const channel = {
    open: vi.fn(),
    close: vi.fn(async () => undefined),
    isOpen: () => false,
    subscribe: vi.fn(() => unsubscribe),
  } satisfies RealtimeChannel;
  return Object.assign(channel, { unsubscribe });
}

function Probe() {
  const { status, profile, subject, logout } = useSession();
  return (
    <div>
      <p>estado: {status}</p>
      <p>perfil: {profile?.name ?? '—'}</p>
      <p>rol: {subject?.role ?? '—'}</p>
      <button onClick={logout}>Cerrar sesión</button>
    </div>
  );
}

function renderSession(status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      status === 200
        ? Response.json({ data: { me: profileFixture } })
        : new Response(null, { status }),
    ),
  );
  const fakes = fakeDeps(fakeStorage(tokensFixture(1, Date.now() + 600_000)));
  const navigate = vi.fn();
  const reload = vi.fn();
  const realtime = fakeChannel();
  renderStory(
    <SessionProvider
      runtime={{
        navigate,
        reload,
        realtime,
        deps: { oauth: fakes.deps.oauth, storage: fakes.storage },
      }}
    >
      <Probe />
    </SessionProvider>,
  );
  return { ...fakes, navigate, reload, realtime };
}

describe('SessionProvider', () => {
  it('restores the stored session, exposes profile and subject, and opens realtime', async () => {
    const { realtime } = renderSession();
    expect(await screen.findByText('perfil: Camila')).toBeTruthy();
    expect(screen.getByText('estado: loggedIn')).toBeTruthy();
    expect(screen.getByText('rol: RealstateAdmin')).toBeTruthy();
    expect(realtime.open).toHaveBeenCalledTimes(1);
    // useViewer finds the profile the session loaded, so no screen asks for it again.
    expect(queryClient.getQueryData(VIEWER_QUERY_KEY)).toEqual({ me: profileFixture });
  });

  it('logs out: POST /logout, closes realtime, clears storage and reloads', async () => {
    const { logout, storage, reload, realtime } = renderSession();
    await screen.findByText('perfil: Camila');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(logout.fn).toHaveBeenCalledTimes(1);
    await act(async () => logout.last()?.answer.resolve());
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(storage.tokens).toBeNull();
    expect(realtime.close).toHaveBeenCalled();
    expect(screen.getByText('estado: loggedOut')).toBeTruthy();
  });

  it('follows recordChanged once signed in and stops following at logout', async () => {
    const { logout, realtime } = renderSession();
    await screen.findByText('perfil: Camila');
    // The follower loads after sign-in, so its subscription comes a moment later.
    await waitFor(() => expect(realtime.subscribe).toHaveBeenCalledTimes(1));
    expect(realtime.subscribe).toHaveBeenCalledWith(RecordChangedDocument, {}, expect.anything());
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await act(async () => logout.last()?.answer.resolve());
    await waitFor(() => expect(realtime.unsubscribe).toHaveBeenCalledTimes(1));
  });

  it('connects the executor: a 403 answer navigates to /error-403', async () => {
    const { navigate } = renderSession();
    await screen.findByText('perfil: Camila');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 403 })),
    );
    await act(async () => {
      await execute(MeDocument).catch(() => undefined);
    });
    expect(navigate).toHaveBeenCalledWith('/error-403');
  });
});
