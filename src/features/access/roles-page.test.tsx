import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster } from '../../components/toaster';
import { customRole, permissionsFixture, rolesFixture } from './access.fixtures';
import { RolesPage } from './roles-page';
import { renderPage } from '../../../tests/setup/render';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

interface Body {
  operationName: string;
  variables: Record<string, unknown>;
}

// The real executor against a scripted /graphql.
function serve(mutation: (body: Body) => unknown) {
  const bodies: Body[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body: Body = JSON.parse(String(init?.body));
      bodies.push(body);
      if (body.operationName === 'Roles') return Response.json({ data: { roles: rolesFixture } });
      if (body.operationName === 'Permissions')
        return Response.json({ data: { permissions: permissionsFixture } });
      return Response.json(mutation(body));
    }),
  );
  return bodies;
}

const rowOf = async (name: string) => {
  const cell = await screen.findByText(name, { selector: 'p' });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

describe('RolesPage', () => {
  it('deletes by name and keeps the refusal of a role in use on screen', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bodies = serve(() => ({
      data: null,
      errors: [{ message: 'El rol está asignado a usuarios.', extensions: { code: 'CONFLICT' } }],
    }));
    renderPage(<RolesPage />);
    const row = await rowOf('Supervisora de ventas');
    await userEvent.click(row.getByRole('button', { name: /^Eliminar/ }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar rol' }));
    const alert = await screen.findByText(
      'No se pudo eliminar «Supervisora de ventas»: El rol está asignado a usuarios.',
    );
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(bodies.find((b) => b.operationName === 'DeleteRole')?.variables).toEqual({
      name: 'Supervisora de ventas',
    });
  });

  it('saves a role with its permissions through editRole and toasts', async () => {
    const toast = vi.spyOn(toaster, 'create');
    const bodies = serve((body) => ({
      data: { editRole: { ...customRole, created_at: null, name: body.variables['name'] } },
    }));
    renderPage(<RolesPage />);
    const row = await rowOf('Supervisora de ventas');
    await userEvent.click(row.getByRole('button', { name: /^Editar/ }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText(/^Nombre del rol/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Jefa de ventas');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^approve-discounts/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Rol «Jefa de ventas» actualizado.' }),
      ),
    );
    expect(bodies.find((b) => b.operationName === 'EditRole')?.variables).toEqual({
      id: '8',
      name: 'Jefa de ventas',
      permissions: ['show-quotations', 'export-quotations'],
    });
  });

  it('puts a taken name next to the name field', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve(() => ({
      data: null,
      errors: [{ message: 'Ya existe un rol con ese nombre.', extensions: { code: 'CONFLICT' } }],
    }));
    renderPage(<RolesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Crear rol' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Nombre del rol/), 'NewsUser');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear rol' }));
    const message = await within(dialog).findByText('Ya existe un rol con ese nombre.');
    expect(message.closest('[role="group"]')?.textContent).toContain('Nombre del rol');
  });
});
