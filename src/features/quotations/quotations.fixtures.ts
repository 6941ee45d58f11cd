// Quotations as the server answers them, for stories and tests: Chilean customers with valid
// RUTs (body and check digit apart, as customers store them), UF prices and CLP rents.
import type { AuditEntryFragment } from '../../../graphql/generated/client/graphql';
import { rutCheckDigit } from '../../shared/rut';
import { localDay, startOfLocalDay } from '../../shared/sales-status';
import type { Option, QuotationDetails, QuotationPage, QuotationRow } from './quotations.types';

const customer = (id: string, name: string, lastName: string, rut: number, phone: string) => ({
  id,
  name,
  last_name: lastName,
  rut: String(rut),
  rut_dv: rutCheckDigit(rut),
  email: `${name.split(' ')[0]?.toLowerCase()}.${lastName.split(' ')[0]?.toLowerCase()}@gmail.com`,
  phone,
});

/** expires_at of an open quotation whose last valid day is `days` after today, Chile time. */
export const lastValidDayIn = (days: number) =>
  startOfLocalDay(localDay(new Date()) + days + 1).toISOString();

const aromos = { id: '1', name: 'Parque Los Aromos' };
const cordillera = { id: '2', name: 'Condominio Vista Cordillera' };

function row(
  id: string,
  status: string,
  created_at: string,
  who: ReturnType<typeof customer>,
  project: { id: string; name: string },
  unit: [string, string, number],
  expires_at: string | null = null,
): QuotationRow {
  return {
    id,
    status,
    expires_at,
    created_at,
    minimum_rent: 650_000,
    maximum_rent: 1_100_000,
    project,
    customer: who,
    propertyquotation: [
      { id: `pq-${id}`, price: unit[2], property: { id: unit[0], identifier: unit[1] } },
    ],
  };
}

export const quotationRowsFixture: QuotationRow[] = [
  row(
    '50231',
    'active',
    '2025-03-14T13:20:00.000Z',
    customer('901', 'Camila Andrea', 'Rojas Soto', 16543287, '+56 9 8765 4321'),
    aromos,
    ['311', '1204', 2450.5],
    lastValidDayIn(2),
  ),
  row(
    '50230',
    'booked',
    '2025-03-13T18:05:00.000Z',
    customer('902', 'Ignacio', 'Fuentes Araya', 12876543, '+56 9 7123 4567'),
    aromos,
    ['312', '803', 2310],
  ),
  row(
    '50229',
    'promised',
    '2025-03-10T15:45:00.000Z',
    customer('903', 'Javiera', 'Pérez Valenzuela', 19234567, '+56 9 6234 1122'),
    cordillera,
    ['420', 'B-402', 3120.75],
  ),
  row(
    '50228',
    'expired',
    '2025-01-28T12:00:00.000Z',
    customer('904', 'Luis Alberto', 'Muñoz Tapia', 8765432, '+56 9 9988 7766'),
    cordillera,
    ['421', 'B-1101', 2980],
  ),
  row(
    '50227',
    'cancelled',
    '2025-01-20T20:30:00.000Z',
    customer('905', 'Francisca', 'Godoy Sepúlveda', 21456789, '+56 9 5544 3322'),
    aromos,
    ['313', '305', 2195.4],
  ),
];

export const quotationPageFixture: QuotationPage = {
  data: quotationRowsFixture,
  total: 47,
  per_page: 15,
  current_page: 1,
  from: 1,
  to: 15,
  last_page: 4,
  has_more_pages: true,
};

export const emptyQuotationPage: QuotationPage = {
  data: [],
  total: 0,
  per_page: 15,
  current_page: 1,
  from: null,
  to: null,
  last_page: 1,
  has_more_pages: false,
};

const longCustomer = {
  ...customer(
    '906',
    'María de los Ángeles Constanza',
    'Fernández-Villalobos Sepúlveda del Río',
    15987123,
    '+56 9 4433 2211',
  ),
  email: 'maria.de.los.angeles.fernandez.villalobos@constructorapacificosur.cl',
};

export const longNamesPage: QuotationPage = {
  ...quotationPageFixture,
  data: [
    {
      ...row(
        '50240',
        'active',
        '2025-03-15T11:00:00.000Z',
        longCustomer,
        { id: '7', name: 'Condominio Parque Los Aromos de Puente Alto, Etapa II — Torres B y C' },
        ['900', 'Torre B, departamento 1204-A', 2875.35],
      ),
    },
  ],
  total: 1,
  to: 1,
  last_page: 1,
  has_more_pages: false,
};

export const projectOptionsFixture: Option[] = [
  { value: '1', label: 'Parque Los Aromos' },
  { value: '2', label: 'Condominio Vista Cordillera' },
  { value: '4', label: 'Jardines de Hualpén' },
];

export const agencyOptionsFixture: Option[] = [
  { value: '1', label: 'Inmobiliaria Andes' },
  { value: '2', label: 'Constructora Pacífico Sur' },
];

export const quotationDetailsFixture: QuotationDetails = {
  id: '50230',
  status: 'booked',
  expires_at: null,
  created_at: '2025-03-13T18:05:00.000Z',
  minimum_rent: 650_000,
  maximum_rent: 1_100_000,
  project: aromos,
  customer: {
    ...customer('902', 'Ignacio', 'Fuentes Araya', 12876543, '+56 9 7123 4567'),
    commune: { id: '13201', name: 'Puente Alto' },
  },
  propertyquotation: [
    {
      id: 'pq-50230',
      price: 2310,
      property_price: 2180,
      warehouse_price: 55,
      parkinglot_price: 75,
      property: {
        id: '312',
        identifier: '803',
        model: 'Modelo Roble 3D2B',
        floor: 8,
        orientation: 'Nororiente',
      },
      warehouse: { id: '71', identifier: 'B-14' },
      parkinglot: { id: '88', identifier: 'E-31' },
    },
  ],
  bookingrequest: { id: '1842', status: 'paid', created_at: '2025-03-14T10:00:00.000Z' },
  promiserequest: null,
};

/** A quotation of a home alone: no warehouse, no parking lot, nothing booked. */
export const bareQuotationFixture: QuotationDetails = {
  ...quotationDetailsFixture,
  id: '50231',
  status: 'active',
  minimum_rent: null,
  maximum_rent: null,
  customer: {
    ...customer('901', 'Camila Andrea', 'Rojas Soto', 16543287, '+56 9 8765 4321'),
    commune: null,
  },
  propertyquotation: [
    {
      id: 'pq-50231',
      price: 2450.5,
      property_price: 2450.5,
      warehouse_price: null,
      parkinglot_price: null,
      property: { id: '311', identifier: '1204', model: null, floor: 12, orientation: null },
      warehouse: null,
      parkinglot: null,
    },
  ],
  bookingrequest: null,
  promiserequest: null,
};

export const promisedQuotationFixture: QuotationDetails = {
  ...quotationDetailsFixture,
  id: '50229',
  status: 'promised',
  promiserequest: { id: '733', status: 'signed', created_at: '2025-04-02T14:00:00.000Z' },
};

export const quotationAuditsFixture: AuditEntryFragment[] = [
  {
    id: '7001',
    event: 'created',
    old_values: {},
    new_values: { status: 'active', customer_id: '902', project_id: '1' },
    created_at: '2025-03-13T18:05:00.000Z',
    user: null,
  },
  {
    id: '7002',
    event: 'updated',
    old_values: { status: 'active' },
    new_values: { status: 'booked' },
    created_at: '2025-03-14T10:02:00.000Z',
    user: { id: '3', name: 'Rodrigo', last_name: 'Sepúlveda' },
  },
];
