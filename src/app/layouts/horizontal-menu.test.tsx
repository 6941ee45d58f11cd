import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './horizontal-menu.stories';

const { Admin, AdminInUsers, AdminNarrow, PreapprovalUser, NewsUser } = composeStories(stories);

describe('HorizontalMenu', () => {
  it('highlights the entry of the current section', () => {
    render(<Admin />);
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByRole('link', { name: 'Inicio' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('highlights the group of the current section', () => {
    render(<AdminInUsers />);
    expect(screen.getByRole('button', { name: 'Usuarios' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('opens a dropdown group from the keyboard', async () => {
    const user = userEvent.setup();
    render(<AdminInUsers />);
    const trigger = screen.getByRole('button', { name: 'Usuarios' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const roles = within(menu).getByRole('menuitem', { name: 'Roles' });
    expect(roles.getAttribute('href')).toBe('/roles');
    expect(roles.getAttribute('aria-current')).toBe('page');
    await user.keyboard('{Escape}');
    // The content may stay mounted during its exit animation: read the trigger's state instead.
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(trigger);
  });

  it("shows only a role's own sections", () => {
    render(<PreapprovalUser />);
    expect(screen.queryByRole('button', { name: 'Proyectos' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Preaprobaciones' })).toBeTruthy();
  });

  it('shows news to the NewsUser', () => {
    render(<NewsUser />);
    expect(screen.getByRole('button', { name: 'Contenido' })).toBeTruthy();
  });

  it('moves the entries that do not fit on one line under «Más»', async () => {
    // jsdom has no layout: every item is as wide as «Más», the list fits five of them.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 120,
    } as DOMRect);
    const user = userEvent.setup();
    render(<AdminNarrow />);
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByRole('button', { name: 'Ventas' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Preaprobaciones' })).toBeNull();
    const more = within(nav).getByRole('button', { name: 'Más' });
    // The current page (Roles) is under «Más»: it is the one highlighted.
    expect(more.getAttribute('aria-current')).toBe('page');
    more.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu).getByRole('menuitem', { name: 'Preaprobaciones' }).getAttribute('href'),
    ).toBe('/preapprovals');
    expect(within(menu).getByRole('menuitem', { name: 'Roles' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Exportaciones' })).toBeTruthy();
  });
});
