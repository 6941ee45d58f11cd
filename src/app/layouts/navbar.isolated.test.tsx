// Isolated: a Zag menu clicked by pointer after another file's keyboard tests may keep that
// file's input modality.
import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './navbar.stories';

const { Admin, RealstateVendor, PreapprovalUser, WithNotifications, ManyNotifications } =
  composeStories(stories);

describe('Navbar', () => {
  it("shows the user's name, Spanish role and menu actions", async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    render(<RealstateVendor onLogout={onLogout} />);
    await user.click(screen.getByRole('button', { name: /^Menú de Javiera Pérez Valenzuela/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('jperez@constructorapacifico.cl')).toBeTruthy();
    expect(within(menu).getByText('Vendedor de inmobiliaria')).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Mi perfil' }).getAttribute('href')).toBe(
      '/profile',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Cerrar sesión' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('labels each role in Spanish', () => {
    render(<PreapprovalUser />);
    expect(screen.getAllByText('Ejecutivo de preaprobaciones').length).toBeGreaterThan(0);
  });

  it('shows an empty notification popover', async () => {
    const user = userEvent.setup();
    render(<Admin />);
    await user.click(screen.getByRole('button', { name: 'Notificaciones' }));
    expect(await screen.findByText('No tienes notificaciones nuevas.')).toBeTruthy();
  });

  it('shows the unread count and the items', async () => {
    const user = userEvent.setup();
    render(<WithNotifications />);
    await user.click(screen.getByRole('button', { name: 'Notificaciones: 3 sin leer' }));
    expect(await screen.findByText('Nueva solicitud de reserva')).toBeTruthy();
    expect(screen.queryByText('No tienes notificaciones nuevas.')).toBeNull();
  });

  it('caps the badge at 99+', () => {
    render(<ManyNotifications />);
    expect(screen.getByText('99+')).toBeTruthy();
  });
});
