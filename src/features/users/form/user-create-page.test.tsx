import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster } from '../../../components/toaster';
import { UserCreatePage } from './user-create-page';
import { AGENCY_OPTIONS, PROJECT_OPTIONS, ROLES, USER_ROWS } from '../users.fixtures';
import { ME, renderPage, serveGraphQL } from '../users-pages.test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// A RealstateAdmin of Inmobiliaria Los Andes: the server already scopes the agencies and projects.
const AGENCY_ADMIN = {
  data: {
    me: {
      ...ME.data.me,
      id: '2',
      email: 'realstateadmin@demo.cl',
      roles: [{ name: 'RealstateAdmin' }],
      realstateagencyuser: [{ id: '1', real_state_agency_id: '1', name: 'Inmobiliaria Los Andes' }],
    },
  },
};

const OPTIONS = {
  Roles: { data: { roles: ROLES } },
  AgencyOptions: {
    data: { realstateagenciesnopagination: [{ id: '1', name: AGENCY_OPTIONS[0]?.label }] },
  },
  ProjectsRelatedToMe: {
    data: {
      projectsrelatedtome: PROJECT_OPTIONS.filter((o) => o.agencyId === '1').map((o) => ({
        id: o.value,
        name: o.label,
        real_state_agency_id: o.agencyId,
      })),
    },
  },
};

describe('UserCreatePage', () => {
  it('lets an agency admin create staff of their agency and goes back to the list', async () => {
    const toast = vi.spyOn(toaster, 'create');
    const server = serveGraphQL({
      Me: AGENCY_ADMIN,
      ...OPTIONS,
      CreateUser: { data: { createUser: USER_ROWS[2] } },
    });
    const { location } = renderPage(<UserCreatePage />, {
      path: '/users/create',
      pattern: '/users/create',
    });
    await screen.findByRole('form', { name: 'Crear usuario' });
    const roles = within(screen.getByLabelText(/^Rol/)).getAllByRole('option');
    expect(roles.map((option) => option.getAttribute('value'))).toEqual([
      '',
      'RealstateAdmin',
      'RealstateUser',
      'RealstateVendor',
    ]);
    expect(screen.getByLabelText<HTMLSelectElement>(/^Inmobiliaria/).value).toBe('1');
    for (const [label, text] of [
      [/^Nombre/, 'Ignacio'],
      [/^Apellido/, 'Pizarro Rojas'],
      [/^Correo/, 'ignacio.pizarro@inmobiliariaandes.cl'],
      [/^Contraseña/, 'Andes2025'],
    ] as const) {
      await userEvent.click(screen.getByLabelText(label));
      await userEvent.paste(text);
    }
    await userEvent.selectOptions(screen.getByLabelText(/^Rol/), 'RealstateVendor');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Condominio Parque Los Aromos' }));
    await userEvent.click(screen.getByRole('button', { name: 'Crear usuario' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/users'));
    expect(server.named('CreateUser')[0]?.variables).toEqual({
      name: 'Ignacio',
      last_name: 'Pizarro Rojas',
      email: 'ignacio.pizarro@inmobiliariaandes.cl',
      password: 'Andes2025',
      role: 'RealstateVendor',
      real_state_agency_id: '1',
      project_ids: ['11'],
    });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Usuario creado.' }));
  });
});
