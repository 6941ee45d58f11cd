import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './permissions-view.stories';
import { renderStory } from '../../../tests/setup/render';

const { Data, Loading, Empty, Filtered, NoMatch, Failed } = composeStories(stories);

const rowOf = (name: string) => {
  const row = screen.getByText(name, { selector: 'p' }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

describe('PermissionsView', () => {
  it('lists permissions with their menu entry and the roles that grant them', () => {
    renderStory(<Data />);
    const users = rowOf('show-users');
    expect(users.getByText('Usuarios')).toBeTruthy();
    expect(users.getByText('RealstateAdmin')).toBeTruthy();
    expect(rowOf('approve-discounts').getByText('Supervisora de ventas')).toBeTruthy();
    expect(rowOf('approve-discounts').getByText('—')).toBeTruthy();
  });

  it('blocks renaming and deleting menu permissions and allows it for the others', async () => {
    const onRename = vi.fn();
    const onDelete = vi.fn();
    renderStory(<Data onRename={onRename} onDelete={onDelete} />);
    const menu = rowOf('show-users');
    expect(menu.getByRole('button', { name: /^Renombrar/ }).hasAttribute('disabled')).toBe(true);
    expect(menu.getByRole('button', { name: /^Eliminar/ }).hasAttribute('disabled')).toBe(true);
    expect(menu.getByLabelText(/^Eliminar show-users: Permiso del sistema/)).toBeTruthy();
    const custom = rowOf('export-quotations');
    await userEvent.click(custom.getByRole('button', { name: /^Renombrar/ }));
    await userEvent.click(custom.getByRole('button', { name: /^Eliminar/ }));
    expect(onRename.mock.calls[0]?.[0].name).toBe('export-quotations');
    expect(onDelete.mock.calls[0]?.[0].id).toBe('90');
  });

  it('filters by name or menu entry, ignoring accents', () => {
    const first = renderStory(<Filtered />);
    expect(screen.getAllByRole('row')).toHaveLength(6);
    first.unmount();
    renderStory(<NoMatch />);
    expect(screen.getByText('Ningún permiso coincide con «facturación».')).toBeTruthy();
  });

  it('reports the search to the page', async () => {
    const onQueryChange = vi.fn();
    renderStory(<Data onQueryChange={onQueryChange} />);
    await userEvent.type(screen.getByLabelText('Buscar permisos'), 'noticias{Enter}');
    expect(onQueryChange).toHaveBeenLastCalledWith('noticias');
  });

  it('shows loading, empty and failed states', () => {
    const first = renderStory(<Loading />);
    expect(screen.getAllByTestId('data-table-skeleton').length).toBeGreaterThan(0);
    first.unmount();
    const second = renderStory(<Empty />);
    expect(screen.getByText('Aún no hay permisos.')).toBeTruthy();
    second.unmount();
    renderStory(<Failed />);
    expect(screen.getByRole('alert').textContent).toContain('El servidor no pudo completar');
  });
});
