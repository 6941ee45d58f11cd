import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './vertical-menu.stories';

const { Admin, AdminInRoles, Collapsed, PreapprovalUser } = composeStories(stories);

describe('VerticalMenu', () => {
  it('opens the group that holds the current section and marks the entry', () => {
    render(<AdminInRoles />);
    const group = screen.getByRole('button', { name: 'Usuarios' });
    expect(group.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Roles' }).getAttribute('aria-current')).toBe('page');
  });

  it('toggles a group from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Admin />);
    const group = screen.getByRole('button', { name: 'Ventas' });
    expect(group.getAttribute('aria-expanded')).toBe('false');
    group.focus();
    await user.keyboard('{Enter}');
    expect(group.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Cotizaciones' }).getAttribute('href')).toBe(
      '/quotations',
    );
  });

  it('shows icons with accessible names when collapsed, groups as flyouts', async () => {
    const user = userEvent.setup();
    render(<Collapsed />);
    expect(screen.getByRole('link', { name: 'Inicio' })).toBeTruthy();
    const sales = screen.getByRole('button', { name: 'Ventas' });
    expect(sales.getAttribute('aria-current')).toBe('page');
    await user.click(sales);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu).getByRole('menuitem', { name: 'Cotizaciones' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('never offers projects to a PreapprovalUser', () => {
    render(<PreapprovalUser />);
    expect(screen.queryByText('Proyectos')).toBeNull();
  });
});
