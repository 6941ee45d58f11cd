import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './login-form.stories';
import { failureText } from './login-form';
import { renderStory } from '../../../tests/setup/render';

const { Empty, Invalid, WrongPassword, Throttled, NetworkError, Loading } = composeStories(stories);

describe('LoginForm', () => {
  it('shows Spanish validation messages and does not submit an empty form', async () => {
    const onSubmit = vi.fn();
    renderStory(<Empty onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('Ingresa tu correo.')).toBeTruthy();
    expect(screen.getByText('Ingresa tu contraseña.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the trimmed email and the password', async () => {
    const onSubmit = vi.fn();
    renderStory(<Empty onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/Correo/), '  camila.rojas@inmobiliariaandes.cl ');
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'Andes2025');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      email: 'camila.rojas@inmobiliariaandes.cl',
      password: 'Andes2025',
    });
  });

  it('the invalid story shows the malformed-email and missing-password messages', async () => {
    renderStory(<Invalid />);
    expect(await screen.findByText('Ingresa un correo válido.')).toBeTruthy();
    expect(screen.getByText('Ingresa tu contraseña.')).toBeTruthy();
  });

  it('shows and hides the password with an accessible toggle', async () => {
    renderStory(<Empty />);
    const password = screen.getByLabelText(/^Contraseña/);
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password.getAttribute('type')).toBe('text');
    expect(
      screen.getByRole('button', { name: 'Ocultar contraseña' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('announces the server message for wrong credentials, throttling and network problems', () => {
    const { unmount } = renderStory(<WrongPassword />);
    expect(screen.getByRole('alert').textContent).toContain(
      'Las credenciales ingresadas son incorrectas.',
    );
    unmount();
    const throttled = renderStory(<Throttled />);
    expect(screen.getByRole('alert').textContent).toContain('Intenta nuevamente en 1 minuto.');
    throttled.unmount();
    renderStory(<NetworkError />);
    expect(screen.getByRole('alert').textContent).toContain('No pudimos conectar con el servidor');
  });

  it('locks the inputs while signing in', () => {
    renderStory(<Loading />);
    expect(screen.getByLabelText(/Correo/).hasAttribute('disabled')).toBe(true);
    expect(screen.getByLabelText(/^Contraseña/).hasAttribute('disabled')).toBe(true);
    expect(
      screen.getByRole('button', { name: /Ingresando|Ingresar/ }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('appends the wait to a throttle message that lacks it', () => {
    expect(
      failureText({ kind: 'throttled', message: 'Demasiados intentos.', retryAfterSeconds: 45 }),
    ).toBe('Demasiados intentos. Podrás intentarlo nuevamente en 45 segundos.');
    expect(
      failureText({ kind: 'throttled', message: 'Demasiados intentos.', retryAfterSeconds: 300 }),
    ).toMatch(/5 minutos/);
  });
});
