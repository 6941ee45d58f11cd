import { composeStories } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../../../tests/setup/render';
import * as stories from './session-states.stories';

const all = composeStories(stories);

const form = () => screen.queryByRole('form', { name: 'Iniciar sesión' });
const busy = () => screen.getByRole('button', { name: /Ingresando…/ });
const alert = () => screen.getByRole('alert').textContent;
const signedIn = () => {
  expect(screen.getByRole('heading', { name: 'Mi perfil' })).toBeTruthy();
  expect(form()).toBeNull();
};

describe('the login page walked through the session states', () => {
  it.each([
    ['SinSesion', () => expect(screen.getByRole('button', { name: 'Ingresar' })).toBeTruthy()],
    ['Ingresando', () => expect(busy()).toBeTruthy()],
    [
      'CredencialesIncorrectas',
      () => expect(alert()).toBe('Las credenciales ingresadas son incorrectas.'),
    ],
    [
      'DemasiadosIntentos',
      () =>
        expect(alert()).toBe(
          'Demasiados intentos fallidos. Podrás intentarlo nuevamente en 60 segundos.',
        ),
    ],
    ['SinConexion', () => expect(alert()).toMatch(/^No pudimos conectar con el servidor/)],
    ['CargandoPerfil', () => expect(busy()).toBeTruthy()],
    ['PerfilNoDisponible', () => expect(busy()).toBeTruthy()],
    ['SesionIniciada', signedIn],
    ['SesionRestaurada', signedIn],
    ['RenovandoAcceso', () => expect(busy()).toBeTruthy()],
    [
      'SesionVencida',
      () => {
        expect(form()).toBeTruthy();
        expect(screen.getByRole('button', { name: 'Ingresar' })).toBeTruthy();
      },
    ],
  ] as const)('%s shows its state', async (name, shows) => {
    const Story = all[name];
    renderStory(<Story />);
    await Story.play?.();
    await waitFor(shows);
  });
});
