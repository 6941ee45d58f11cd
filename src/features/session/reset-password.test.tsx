import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import * as stories from './reset-password.stories';
import { ResetPasswordPage } from './reset-password-page';
import { renderStory } from '../../../tests/setup/render';

const { Empty, Mismatch, WeakPassword, Saving, Done, ExpiredLink } = composeStories(stories);

afterEach(() => vi.unstubAllGlobals());

const newPassword = () => screen.getByLabelText(/^Nueva contraseña/);
const confirmation = () => screen.getByLabelText(/^Repite la nueva contraseña/);

describe('ResetPasswordForm', () => {
  it('submits a strong password typed twice', async () => {
    const onSubmit = vi.fn();
    renderStory(<Empty onSubmit={onSubmit} />);
    await userEvent.type(newPassword(), 'Temuco2025');
    await userEvent.type(confirmation(), 'Temuco2025');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      password: 'Temuco2025',
      password_confirmation: 'Temuco2025',
    });
  });

  it('shows mismatch and weak-password messages in Spanish', async () => {
    const mismatch = renderStory(<Mismatch />);
    expect(await screen.findByText('Las contraseñas no coinciden.')).toBeTruthy();
    mismatch.unmount();
    renderStory(<WeakPassword />);
    expect(await screen.findByText(/al menos 8 caracteres, con letras y números/)).toBeTruthy();
  });

  it('renders saving, done and server-error states', () => {
    const saving = renderStory(<Saving />);
    expect(newPassword().hasAttribute('disabled')).toBe(true);
    saving.unmount();
    const done = renderStory(<Done />);
    expect(screen.getByRole('link', { name: 'Ir a iniciar sesión' }).getAttribute('href')).toBe(
      '/',
    );
    done.unmount();
    renderStory(<ExpiredLink />);
    expect(screen.getByRole('alert').textContent).toContain(
      'El enlace para restablecer la contraseña expiró.',
    );
  });
});

describe('ResetPasswordPage', () => {
  it('posts token, email and both passwords, and shows the server message on failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      Response.json(
        { message: 'El enlace para restablecer la contraseña expiró.' },
        { status: 422 },
      ),
    );
    vi.stubGlobal('fetch', fetch);
    renderStory(
      <QueryClientProvider client={new QueryClient()}>
        <ResetPasswordPage
          params={{ token: 'f3a9c1', email: 'javiera.munoz%40inmobiliariaandes.cl' }}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByText('javiera.munoz@inmobiliariaandes.cl')).toBeTruthy();
    await userEvent.type(newPassword(), 'Temuco2025');
    await userEvent.type(confirmation(), 'Temuco2025');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'El enlace para restablecer la contraseña expiró.',
    );
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/public/passwordForgetChangeUser');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      token: 'f3a9c1',
      email: 'javiera.munoz@inmobiliariaandes.cl',
      password: 'Temuco2025',
      password_confirmation: 'Temuco2025',
    });
  });
});
