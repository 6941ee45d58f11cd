import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { connectNetworkSession, detachedSession } from '../../../lib/network/network-session';
import { UserEditPage } from './user-edit-page';
import {
  AGENCY_OPTIONS,
  EDITED_USER,
  PERMISSION_OPTIONS,
  PROJECT_OPTIONS,
  ROLES,
} from '../users.fixtures';
import { ME, renderPage, serveGraphQL } from '../users-pages.test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const OPTIONS = {
  Me: ME,
  Roles: { data: { roles: ROLES } },
  AgencyOptions: {
    data: {
      realstateagenciesnopagination: AGENCY_OPTIONS.map((o) => ({ id: o.value, name: o.label })),
    },
  },
  ProjectsRelatedToMe: {
    data: {
      projectsrelatedtome: PROJECT_OPTIONS.map((o) => ({
        id: o.value,
        name: o.label,
        real_state_agency_id: o.agencyId,
      })),
    },
  },
  Permissions: {
    data: {
      permissions: PERMISSION_OPTIONS.map((o, i) => ({
        id: String(i + 1),
        name: o.value,
        created_at: null,
      })),
    },
  },
};

const render = () =>
  renderPage(<UserEditPage />, { path: '/users/12/edit', pattern: '/users/:id/edit' });

describe('UserEditPage', () => {
  it('saves through editUser with the spec encoding and goes back to the list', async () => {
    const server = serveGraphQL({
      ...OPTIONS,
      User: { data: { users: { data: [EDITED_USER] } } },
      EditUser: { data: { editUser: { ...EDITED_USER } } },
    });
    const { location } = render();
    await screen.findByRole('form', { name: 'Editar usuario' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'show-users' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/users'));
    expect(server.named('User')[0]?.variables).toEqual({ id: '12' });
    expect(server.named('EditUser')[0]?.variables).toEqual({
      id: '12',
      name: 'Matías',
      last_name: 'González Pérez',
      email: 'matias.gonzalez@inmobiliariaandes.cl',
      status: 1,
      role: 'RealstateUser',
      permissions: '[|show-quotations|,|show-users|]',
      password: null,
      real_state_agency_id: '1',
      project_ids: ['11', '12'],
    });
  });

  it('shows a server field error next to its field and stays', async () => {
    serveGraphQL({
      ...OPTIONS,
      User: { data: { users: { data: [EDITED_USER] } } },
      EditUser: {
        errors: [
          {
            message: 'El correo ya está registrado.',
            extensions: {
              code: 'CONFLICT',
              field: 'email',
              fields: { email: 'El correo ya está registrado.' },
            },
          },
        ],
      },
    });
    const { location } = render();
    await screen.findByRole('form', { name: 'Editar usuario' });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    const message = await screen.findByText('El correo ya está registrado.');
    expect(message.closest('[role="group"]')?.textContent).toContain('Correo');
    expect(location.history).toEqual(['/users/12/edit']);
  });

  it('lets the network layer send a 403 (another agency’s user) to /error-403', async () => {
    const onForbidden = vi.fn();
    const disconnect = connectNetworkSession({ ...detachedSession, onForbidden });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveGraphQL({
      ...OPTIONS,
      User: new Response(
        JSON.stringify({
          errors: [
            {
              message: 'No tienes permiso para realizar esta acción.',
              extensions: { code: 'FORBIDDEN' },
            },
          ],
        }),
        { status: 403, headers: { 'Content-Type': 'application/json' } },
      ),
    });
    try {
      render();
      await waitFor(() => expect(onForbidden).toHaveBeenCalledTimes(1));
      expect(await screen.findByRole('alert')).toBeTruthy();
      expect(screen.queryByRole('form')).toBeNull();
    } finally {
      disconnect();
    }
  });

  it('says so when the user does not exist', async () => {
    serveGraphQL({ ...OPTIONS, User: { data: { users: { data: [] } } } });
    render();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No encontramos este usuario.',
    );
  });
});
