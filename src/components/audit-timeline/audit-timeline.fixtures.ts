// Audit rows as the server writes them for a user of an agency, for stories and tests.
import type { AuditEntryFragment } from '../../../graphql/generated/client/graphql';

const admin = { id: '1', name: 'Catalina', last_name: 'Morales Herrera' };
const agencyAdmin = { id: '3', name: 'Rodrigo', last_name: 'Sepúlveda' };

export const CREATED: AuditEntryFragment = {
  id: '101',
  event: 'created',
  old_values: {},
  new_values: {
    name: 'Camila',
    last_name: 'Rojas Soto',
    email: 'camila.rojas@inmobiliariaandes.cl',
    status: true,
    role: 'RealstateVendor',
  },
  created_at: '2025-03-03T12:15:00.000Z',
  user: admin,
};

export const RENAMED: AuditEntryFragment = {
  id: '102',
  event: 'updated',
  old_values: { name: 'Camila', last_name: 'Rojas Soto' },
  new_values: { name: 'Camila Andrea', last_name: 'Rojas Soto' },
  created_at: '2025-03-10T14:40:00.000Z',
  user: agencyAdmin,
};

export const DEACTIVATED: AuditEntryFragment = {
  id: '103',
  event: 'updated',
  old_values: { status: true },
  new_values: { status: false },
  created_at: '2025-04-01T19:05:00.000Z',
  user: null,
};

export const PERMISSIONS_GRANTED: AuditEntryFragment = {
  id: '104',
  event: 'updated',
  old_values: { role: 'RealstateVendor', permissions: ['show-projects'] },
  new_values: {
    role: 'RealstateAdmin',
    permissions: ['show-projects', 'show-users', 'show-quotations', 'show-bookingrequest'],
  },
  created_at: '2025-04-15T13:00:00.000Z',
  user: admin,
};

export const DELETED: AuditEntryFragment = {
  id: '105',
  event: 'deleted',
  old_values: { name: 'Camila Andrea', email: 'camila.rojas@inmobiliariaandes.cl' },
  new_values: {},
  created_at: '2025-05-02T16:20:00.000Z',
  user: { id: '1', name: 'Catalina', last_name: null },
};

const LONG_DESCRIPTION =
  'Inmobiliaria con más de veinte años de experiencia en proyectos con subsidio habitacional ' +
  'DS1, DS19 y DS49 en las regiones Metropolitana, de Valparaíso y del Biobío. Acompañamos a ' +
  'las familias desde la postulación al subsidio hasta la entrega de su vivienda, con ' +
  'asesoría en ahorro previo, crédito hipotecario y evaluación de pre-aprobación bancaria.';

export const LONG_VALUES: AuditEntryFragment = {
  id: '201',
  event: 'updated',
  old_values: {
    description: 'Inmobiliaria de la zona sur.',
    url_site: 'https://www.inmobiliariaconstructoraycorredoradepropiedadeslosandes.cl/proyectos',
    permissions: [],
  },
  new_values: {
    description: LONG_DESCRIPTION,
    url_site:
      'https://www.inmobiliariaconstructoraycorredoradepropiedadeslosandes.cl/proyectos/subsidio-ds19/condominio-parque-los-aromos-puente-alto',
    permissions: Array.from({ length: 30 }, (_, index) => `permiso-de-ejemplo-${index + 1}`),
  },
  created_at: '2025-06-01T15:00:00.000Z',
  user: admin,
};

// A project's spreadsheet history: a units download (written when its stream ended) and an import.
export const EXPORTED: AuditEntryFragment = {
  id: '301',
  event: 'exported',
  old_values: {},
  new_values: {
    route: 'GET /api/excelProperties',
    filters: { project_id: 12, tower: 'B', visible: '' },
    file_name: 'Unidades - Condominio Parque Los Aromos.xlsx',
    rows: 240,
    complete: true,
  },
  created_at: '2025-06-10T14:05:00.000Z',
  user: agencyAdmin,
};

export const IMPORTED: AuditEntryFragment = {
  id: '302',
  event: 'imported',
  old_values: {},
  new_values: { properties: 180, warehouses: 40, parkinglots: 20, total: 240 },
  created_at: '2025-06-09T13:30:00.000Z',
  user: agencyAdmin,
};

export const SPREADSHEET_EVENTS = [IMPORTED, EXPORTED];

export const MANY_CHANGES = [CREATED, RENAMED, DEACTIVATED, PERMISSIONS_GRANTED, DELETED];

export const USER_FIELD_LABELS: Record<string, string> = {
  role: 'Rol',
  permissions: 'Permisos',
  url_site: 'Sitio web',
};
