// Realistic data for the users pages' stories and tests: staff of Chilean agencies.
import type {
  RolesQuery,
  UserRowFragment,
  UsersQuery,
} from '../../../graphql/generated/client/graphql';
import type { LoadedUser, Option, ProjectOption } from './form/user-form.mapping';

export const ROLES: RolesQuery['roles'] = [
  'Admin',
  'SuperAdmin',
  'RealstateAdmin',
  'RealstateUser',
  'RealstateVendor',
  'PreapprovalUser',
  'NewsUser',
].map((name, index) => ({ id: String(index + 1), name, created_at: null, permissions: [] }));

export const AGENCY_OPTIONS: Option[] = [
  { value: '1', label: 'Inmobiliaria Los Andes' },
  { value: '2', label: 'Pacífico Sur Propiedades' },
  { value: '3', label: 'Costanera Desarrollos' },
];

export const PROJECT_OPTIONS: ProjectOption[] = [
  { value: '11', label: 'Condominio Parque Los Aromos', agencyId: '1' },
  { value: '12', label: 'Edificio Mirador del Maipo', agencyId: '1' },
  { value: '13', label: 'Villa Los Jardines de Puente Alto, etapa II', agencyId: '1' },
  { value: '21', label: 'Condominio Brisas del Pacífico', agencyId: '2' },
  { value: '31', label: 'Barrio Costanera Norte', agencyId: '3' },
];

export const PERMISSION_OPTIONS: Option[] = [
  'generals',
  'show-users',
  'show-projects',
  'show-properties',
  'show-quotations',
  'show-bookingrequest',
  'show-bookingorder',
  'show-promise-requests',
  'show-promise-orders',
  'show-business',
  'show-preapprovals',
  'show-contacts',
].map((name) => ({ value: name, label: name }));

const andes = { id: '1', real_state_agency_id: '1', name: 'Inmobiliaria Los Andes' };
const pacifico = { id: '2', real_state_agency_id: '2', name: 'Pacífico Sur Propiedades' };

export const EDITED_USER: LoadedUser = {
  id: '12',
  name: 'Matías',
  last_name: 'González Pérez',
  email: 'matias.gonzalez@inmobiliariaandes.cl',
  status: true,
  created_at: '2025-02-11T13:20:00.000Z',
  roles: [{ id: '4', name: 'RealstateUser' }],
  realstateagencyuser: [andes],
  permissions: [{ id: '5', name: 'show-quotations' }],
  projectuser: [
    { id: '1', project_id: '11' },
    { id: '2', project_id: '12' },
  ],
  projects: [
    { id: '11', name: 'Condominio Parque Los Aromos' },
    { id: '12', name: 'Edificio Mirador del Maipo' },
  ],
};

const PEOPLE: Array<[string, string, string, string, boolean, (typeof andes)[]]> = [
  ['Catalina', 'Morales Herrera', 'admin@demo.cl', 'Admin', true, []],
  [
    'Rodrigo',
    'Sepúlveda Tapia',
    'rodrigo.sepulveda@inmobiliariaandes.cl',
    'RealstateAdmin',
    true,
    [andes],
  ],
  [
    'Matías',
    'González Pérez',
    'matias.gonzalez@inmobiliariaandes.cl',
    'RealstateUser',
    true,
    [andes],
  ],
  [
    'Valentina',
    'Muñoz Díaz',
    'valentina.munoz@pacificosur.cl',
    'RealstateVendor',
    false,
    [pacifico],
  ],
  [
    'Benjamín',
    'Araya Castro',
    'benjamin.araya@pacificosur.cl',
    'RealstateVendor',
    true,
    [pacifico, andes],
  ],
  ['Francisca', 'Silva Reyes', 'francisca.silva@subsidiochile.cl', 'PreapprovalUser', true, []],
  ['Joaquín', 'Contreras Vera', 'joaquin.contreras@subsidiochile.cl', 'NewsUser', true, []],
];

export const USER_ROWS: UserRowFragment[] = PEOPLE.map(
  ([name, last_name, email, role, status, agencies], index) => ({
    id: String(index + 1),
    name,
    last_name,
    email,
    status,
    created_at: '2025-01-15T12:00:00.000Z',
    roles: [{ id: String(index + 1), name: role }],
    realstateagencyuser: agencies,
  }),
);

export const LONG_USER_ROW: UserRowFragment = {
  id: '99',
  name: 'María de los Ángeles Josefina',
  last_name: 'Fernández-Larraín de la Fuente Undurraga',
  email: 'maria.de.los.angeles.fernandez.larrain@inmobiliariaconstructoradelsur.cl',
  status: true,
  created_at: '2025-01-15T12:00:00.000Z',
  roles: [{ id: '3', name: 'RealstateAdmin' }],
  realstateagencyuser: [
    {
      id: '9',
      real_state_agency_id: '9',
      name: 'Inmobiliaria y Constructora Condominio Parque Los Aromos de Puente Alto SpA',
    },
  ],
};

export function usersPage(
  data: UserRowFragment[],
  current_page = 1,
  total = data.length,
  per_page = 15,
): UsersQuery['users'] {
  const from = total === 0 ? null : (current_page - 1) * per_page + 1;
  const to = from === null ? null : from + data.length - 1;
  const last_page = Math.max(1, Math.ceil(total / per_page));
  return {
    data,
    total,
    per_page,
    current_page,
    from,
    to,
    last_page,
    has_more_pages: current_page < last_page,
  };
}
