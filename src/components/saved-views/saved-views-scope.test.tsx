import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef } from '@tanstack/react-table';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { at, serve } from '../../../tests/setup/page-kit';
import { DataTable } from '../data-table/data-table';
import { staffRows, type StaffRow } from '../data-table/data-table.fixtures';
import { SavedViewsScope } from './saved-views-scope';
import { TABLE_PREFS_KEY } from './use-local-table-prefs';

// The scope on a list: a view opens from `?view=`, the default one opens a bare list, and a save
// sends what the list shows (URL filters and sort, hidden columns, density).

const columns: ColumnDef<StaffRow, unknown>[] = [
  { id: 'name', header: 'Nombre', accessorKey: 'name' },
  { id: 'email', header: 'Correo', accessorKey: 'email' },
  { id: 'agency', header: 'Inmobiliaria', accessorKey: 'agency' },
  { id: 'role', header: 'Rol', accessorKey: 'role' },
];

const list = (
  <SavedViewsScope list="users">
    <DataTable caption="Usuarios" columns={columns} data={staffRows(3)} />
  </SavedViewsScope>
);

const view = (id: string, name: string, is_default: boolean) => ({
  id,
  list: 'users',
  name,
  is_default,
  updated_at: '2026-11-30T12:00:00.000Z',
  state: {
    filters: [{ key: 'agency', value: '3' }],
    sort: '-email',
    hidden_columns: ['agency', 'role'],
    density: 'compact',
  },
});

const headers = () =>
  within(screen.getByRole('table', { name: 'Usuarios' }))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('SavedViewsScope', () => {
  it('opens the view of the link and leaves its filters and sort in the URL', async () => {
    serve({ SavedViews: () => ({ savedViews: [view('7', 'Vendedores de Los Andes', false)] }) });
    const location = at('/users?view=7&page=3', list, '/users');
    await waitFor(() => expect(headers()).toEqual(['Nombre', 'Correo']));
    const search = new URLSearchParams(location.history.at(-1)?.split('?')[1]);
    expect(Object.fromEntries(search)).toEqual({ agency: '3', sort: '-email' });
    expect(screen.getByRole('table').getAttribute('data-density')).toBe('compact');
    expect(screen.getByRole('button', { name: 'Vista: Vendedores de Los Andes' })).toBeTruthy();
  });

  it('opens a bare list with the default view, and a filtered one as asked', async () => {
    const answers = { SavedViews: () => ({ savedViews: [view('7', 'Mía', false), view('9', 'Predeterminada', true)] }) }; // prettier-ignore
    serve(answers);
    at('/users', list, '/users');
    expect(await screen.findByRole('button', { name: 'Vista: Predeterminada' })).toBeTruthy();
    expect(headers()).toEqual(['Nombre', 'Correo']);
  });

  it('keeps a filtered list as it is', async () => {
    const { named } = serve({ SavedViews: () => ({ savedViews: [view('9', 'Predeterminada', true)] }) }); // prettier-ignore
    at('/users?agency=5', list, '/users');
    await waitFor(() => expect(named('SavedViews')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Vistas' })).toBeTruthy();
    expect(headers()).toEqual(['Nombre', 'Correo', 'Inmobiliaria', 'Rol']);
  });

  it('saves what the list shows', async () => {
    localStorage.setItem(TABLE_PREFS_KEY('users'), JSON.stringify({ hidden: ['role'], density: 'comfortable' })); // prettier-ignore
    const { named } = serve({
      SavedViews: () => ({ savedViews: [] }),
      CreateSavedView: (variables) => ({ createSavedView: { ...view('12', String(variables['name']), false), state: variables['state'] } }), // prettier-ignore
    });
    at('/users?agency=3&sort=name&page=2', list, '/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Vistas' }));
    await user.click(screen.getByRole('menuitem', { name: 'Guardar vista…' }));
    await user.type(await screen.findByLabelText(/Nombre de la vista/), 'Por nombre{Enter}');
    await waitFor(() => expect(named('CreateSavedView')).toHaveLength(1));
    expect(named('CreateSavedView')[0]?.variables).toEqual({
      list: 'users',
      name: 'Por nombre',
      is_default: false,
      state: {
        filters: [{ key: 'agency', value: '3' }],
        sort: 'name',
        hidden_columns: ['role'],
        density: 'comfortable',
      },
    });
  });
});
