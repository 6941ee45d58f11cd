import { afterEach, describe, expect, it, vi, beforeEach, type MockInstance } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster } from '../../../components/toaster';
import * as download from '../../../lib/download';
import { UsersPage } from './users-page';
import { USER_ROWS, usersPage } from '../users.fixtures';
import { ME, renderPage, serveGraphQL } from '../users-pages.test-kit';

// Downloads are spied on, not saved: jsdom cannot save a file.
let saveBlob: MockInstance<typeof download.saveBlob>;
beforeEach(() => {
  saveBlob = vi.spyOn(download, 'saveBlob').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const list = (page = 1) => ({ data: { users: usersPage(USER_ROWS, page, 40, 15) } });
const render = (path = '/users') => renderPage(<UsersPage />, { path, pattern: '/users' });

describe('UsersPage', () => {
  it('reads the page and the search from the URL and writes them back', async () => {
    const server = serveGraphQL({
      Me: ME,
      Users: (v: Record<string, unknown>) => list(Number(v['page'])),
    });
    const { location } = render('/users?q=rojas&page=2');
    expect(await screen.findByText('Matías González Pérez')).toBeTruthy();
    expect(server.named('Users')[0]?.variables).toEqual({ page: 2, search: 'rojas' });
    await userEvent.click(screen.getByRole('button', { name: /Siguiente/ }));
    await waitFor(() =>
      expect(server.named('Users').at(-1)?.variables).toEqual({ page: 3, search: 'rojas' }),
    );
    expect(location.history?.at(-1)).toBe('/users?q=rojas&page=3');
  });

  it('flips a status at once and puts it back when the server refuses', async () => {
    const toast = vi.spyOn(toaster, 'create');
    let answer: (value: unknown) => void = () => undefined;
    serveGraphQL({
      Me: ME,
      Users: list(),
      ChangeUserStatus: () =>
        new Promise<Response>((resolve) => {
          answer = (body) => resolve(Response.json(body));
        }),
    });
    render();
    const toggle = await screen.findByRole('switch', { name: 'Estado de Valentina Muñoz Díaz' });
    await userEvent.click(toggle);
    const row = within(screen.getByText('Valentina Muñoz Díaz').closest('tr') ?? document.body);
    await waitFor(() => expect(row.getByText('Activo')).toBeTruthy());
    answer({
      errors: [
        {
          message: 'No puedes cambiar el estado de tu propio usuario.',
          extensions: { code: 'CONFLICT' },
        },
      ],
    });
    await waitFor(() => expect(row.getByText('Inactivo')).toBeTruthy());
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'error',
        description: 'No puedes cambiar el estado de tu propio usuario.',
      }),
    );
  });

  it('deletes after confirmation and refreshes the list', async () => {
    const toast = vi.spyOn(toaster, 'create');
    const server = serveGraphQL({
      Me: ME,
      Users: list(),
      DeleteUser: { data: { deleteUser: { id: '4' } } },
    });
    render();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Eliminar a Valentina Muñoz Díaz' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Usuario eliminado.' })),
    );
    expect(server.named('DeleteUser')[0]?.variables).toEqual({ id: '4' });
    await waitFor(() => expect(server.named('Users')).toHaveLength(2));
  });

  it('downloads Usuarios.xlsx from api/excelUsers', async () => {
    const server = serveGraphQL({ Me: ME, Users: list() });
    render();
    await screen.findByText('Matías González Pérez');
    server.fetch.mockImplementationOnce(async () => new Response('PK\u0003\u0004'));
    await userEvent.click(screen.getByRole('button', { name: /Descargar Excel/ }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    // The body as received (fetch's own Blob class, not jsdom's), saved under the spec's name.
    const [blob, name] = saveBlob.mock.calls[0] ?? [];
    expect(name).toBe('Usuarios.xlsx');
    expect(await blob?.text()).toBe('PK\u0003\u0004');
    expect(String(server.fetch.mock.calls.at(-1)?.[0])).toMatch(/\/api\/excelUsers$/);
  });
});
