import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  fakeDeps,
  fakeStorage,
  profileFixture,
  tokensFixture,
} from '../../../machines/session/session.test-kit';
import { toaster } from '../../components/toaster';
import { ProfilePage } from './profile-page';
import { SessionProvider } from '../../lib/auth';
import { renderStory } from '../../../tests/setup/render';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The real executor against a scripted /graphql: Me answers the profile, EditUserProfile answers
// what `answer` says.
function serve(answer: (variables: Record<string, unknown>) => unknown) {
  const bodies: Array<{ operationName: string; variables: Record<string, unknown> }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      bodies.push(body);
      const payload =
        body.operationName === 'Me' ? { data: { me: profileFixture } } : answer(body.variables);
      return Response.json(payload);
    }),
  );
  return bodies;
}

function renderProfile() {
  const { deps } = fakeDeps(fakeStorage(tokensFixture(1, Date.now() + 600_000)));
  renderStory(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider
        runtime={{
          navigate: vi.fn(),
          reload: vi.fn(),
          deps: { oauth: deps.oauth, storage: deps.storage },
          realtime: null,
        }}
      >
        <ProfilePage />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe('ProfilePage', () => {
  it('saves through editUserProfile, toasts and reloads the session profile', async () => {
    const toast = vi.spyOn(toaster, 'create');
    const bodies = serve((variables) => ({
      data: { editUserProfile: { ...profileFixture, name: variables['name'] } },
    }));
    renderProfile();
    const name = await screen.findByLabelText(/^Nombre/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Camila Andrea');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Perfil actualizado.' })),
    );
    const edit = bodies.find((b) => b.operationName === 'EditUserProfile');
    expect(edit?.variables).toEqual({
      name: 'Camila Andrea',
      last_name: 'Rojas Soto',
      password: null,
    });
    await waitFor(() => expect(bodies.filter((b) => b.operationName === 'Me')).toHaveLength(2));
  });

  it('maps a BAD_USER_INPUT error onto its field', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve(() => ({
      data: null,
      errors: [
        {
          message: 'El apellido no puede superar 100 caracteres.',
          extensions: { code: 'BAD_USER_INPUT', field: 'last_name' },
        },
      ],
    }));
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar cambios' }));
    const message = await screen.findByText('El apellido no puede superar 100 caracteres.');
    expect(message.closest('[role="group"]')?.textContent).toContain('Apellido');
  });
});
