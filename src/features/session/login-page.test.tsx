import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  fakeDeps,
  profileFixture,
  tokensFixture,
} from '../../../machines/session/session.test-kit';
import type { Profile } from '../../../machines/session/session.types';
import { LoginPage } from './login-page';
import { SessionProvider } from '../../lib/auth';
import { renderStory } from '../../../tests/setup/render';

afterEach(() => vi.unstubAllGlobals());

function renderLogin(profile: Profile) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ data: { me: profile } })),
  );
  const fakes = fakeDeps();
  const location = memoryLocation({ path: '/', record: true });
  renderStory(
    <Router hook={location.hook}>
      <SessionProvider
        runtime={{
          navigate: vi.fn(),
          reload: vi.fn(),
          deps: { oauth: fakes.deps.oauth, storage: fakes.storage },
          realtime: null,
        }}
      >
        <LoginPage />
      </SessionProvider>
    </Router>,
  );
  return { ...fakes, location };
}

async function signIn() {
  await userEvent.type(await screen.findByLabelText(/Correo/), 'camila.rojas@inmobiliariaandes.cl');
  await userEvent.type(screen.getByLabelText(/^Contraseña/), 'Andes2025');
  await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
}

describe('LoginPage', () => {
  it('logs in, stores the tokens and goes to /home', async () => {
    const { passwordGrant, storage, location } = renderLogin(profileFixture);
    await signIn();
    expect(passwordGrant.fn).toHaveBeenCalledWith({
      email: 'camila.rojas@inmobiliariaandes.cl',
      password: 'Andes2025',
    });
    passwordGrant.last()?.answer.resolve(tokensFixture(1, Date.now() + 600_000));
    await waitFor(() => expect(location.history).toContain('/home'));
    expect(storage.tokens?.accessToken).toBe('access-1');
  });

  it('sends a PreapprovalUser to /preapprovals', async () => {
    const { passwordGrant, location } = renderLogin({
      ...profileFixture,
      roles: [{ name: 'PreapprovalUser' }],
    });
    await signIn();
    passwordGrant.last()?.answer.resolve(tokensFixture(1, Date.now() + 600_000));
    await waitFor(() => expect(location.history).toContain('/preapprovals'));
  });

  it('shows the server message for wrong credentials and lets the user retry', async () => {
    const { passwordGrant } = renderLogin(profileFixture);
    await signIn();
    passwordGrant.last()?.answer.reject({
      kind: 'wrongCredentials',
      message: 'Las credenciales ingresadas son incorrectas.',
      retryAfterSeconds: null,
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Las credenciales ingresadas son incorrectas.',
    );
    expect(screen.getByLabelText(/Correo/).hasAttribute('disabled')).toBe(false);
  });
});
