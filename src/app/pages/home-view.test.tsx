import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './home-view.stories';

const { Admin, NewsUser, RegisteredPagesOnly } = composeStories(stories);

describe('HomeView', () => {
  it('greets the user by name with the Spanish role', () => {
    render(<Admin />);
    expect(screen.getByRole('heading', { level: 1, name: '¡Hola, Catalina!' })).toBeTruthy();
    expect(screen.getByText('Administrador')).toBeTruthy();
  });

  it('links each section of the menu', () => {
    render(<NewsUser />);
    expect(screen.getByRole('link', { name: 'Noticias' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mi perfil' }).getAttribute('href')).toBe('/profile');
    expect(screen.queryByRole('link', { name: 'Usuarios' })).toBeNull();
  });

  it('shows no numbers it does not have', () => {
    render(<RegisteredPagesOnly />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Negocios',
      'Proyectos',
      'Propiedades',
      'Cotizaciones',
      'Solicitud de Reservas',
      'Pagos de Reservas',
      'Solicitud de Promesas',
      'Pagos de Promesas',
      'Preaprobaciones',
      'Inmobiliarias',
      'Valores UF',
      'Usuarios',
      'Roles',
      'Permisos',
      'Noticias',
      'Contactos',
      'Newsletter',
      'Empresas',
      'Formulario de sección',
      'Formulario de inicio',
      'Comentarios',
      'Contrata tu plan',
      'Planes por proyecto',
      'Exportaciones',
      'Mi perfil',
    ]);
    expect(document.body.textContent).not.toMatch(/\d{2,}/);
  });
});
