import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import * as stories from './forgot-password.stories';
import { FORGOT_PASSWORD_SENT } from './forgot-password';
import { ForgotPasswordPage } from './forgot-password-page';
import { renderStory } from '../../../tests/setup/render';

const { Empty, Invalid, Sending, Sent, Failed } = composeStories(stories);

afterEach(() => vi.unstubAllGlobals());

describe('ForgotPasswordForm', () => {
  it('validates the email in Spanish and submits it trimmed', async () => {
    const onSubmit = vi.fn();
    renderStory(<Empty onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText('Ingresa tu correo.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Correo/), ' matias.fuentes@constructorasur.cl');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ email: 'matias.fuentes@constructorasur.cl' });
  });

  it('renders each state', async () => {
    const invalid = renderStory(<Invalid />);
    expect(await screen.findByText('Ingresa un correo válido.')).toBeTruthy();
    invalid.unmount();
    const sending = renderStory(<Sending />);
    expect(screen.getByLabelText(/Correo/).hasAttribute('disabled')).toBe(true);
    sending.unmount();
    const sent = renderStory(<Sent />);
    expect(screen.getByRole('alert').textContent).toContain(FORGOT_PASSWORD_SENT);
    expect(screen.queryByLabelText(/Correo/)).toBeNull();
    sent.unmount();
    renderStory(<Failed />);
    expect(screen.getByRole('alert').textContent).toContain('aún no está disponible');
  });
});

describe('ForgotPasswordPage', () => {
  function renderPage() {
    return renderStory(
      <QueryClientProvider client={new QueryClient()}>
        <ForgotPasswordPage />
      </QueryClientProvider>,
    );
  }

  it('posts the email to api/public/passwordForgetUser and shows the neutral confirmation', async () => {
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) => new Response('{}', { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    renderPage();
    await userEvent.type(screen.getByLabelText(/Correo/), 'matias.fuentes@constructorasur.cl');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect((await screen.findByRole('alert')).textContent).toContain(FORGOT_PASSWORD_SENT);
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/public/passwordForgetUser');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'matias.fuentes@constructorasur.cl',
    });
  });

  it('explains a non-200 answer in Spanish and keeps the form', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Not Found', { status: 404 })),
    );
    renderPage();
    await userEvent.type(screen.getByLabelText(/Correo/), 'matias.fuentes@constructorasur.cl');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'La recuperación de contraseña aún no está disponible',
    );
    expect(screen.getByLabelText(/Correo/)).toBeTruthy();
  });
});
