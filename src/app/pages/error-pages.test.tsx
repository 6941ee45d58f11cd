import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './error-pages.stories';

const {
  NotFoundSignedOut,
  NotFoundSignedIn,
  ForbiddenSignedIn,
  ForbiddenPreapprovalUser,
  Unauthorized,
} = composeStories(stories);

const action = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('error pages', () => {
  it('404 sends a signed-out visitor to the login', () => {
    render(<NotFoundSignedOut />);
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeTruthy();
    expect(action('Ir a iniciar sesión')).toBe('/');
  });

  it('404 sends a signed-in user back to Inicio', () => {
    render(<NotFoundSignedIn />);
    expect(action('Volver al inicio')).toBe('/home');
  });

  it('403 says the user lacks permission', () => {
    render(<ForbiddenSignedIn />);
    expect(
      screen.getByRole('heading', { name: 'No tienes permiso para ver esta página' }),
    ).toBeTruthy();
    expect(action('Volver al inicio')).toBe('/home');
  });

  it("403 sends a PreapprovalUser to that role's landing page", () => {
    render(<ForbiddenPreapprovalUser />);
    expect(action('Volver al inicio')).toBe('/preapprovals');
  });

  it('401 offers the login', () => {
    render(<Unauthorized />);
    expect(screen.getByRole('heading', { name: 'Necesitas iniciar sesión' })).toBeTruthy();
    expect(action('Iniciar sesión')).toBe('/');
  });
});
