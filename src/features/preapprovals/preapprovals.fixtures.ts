// Realistic pre-approvals for stories and tests: Chilean customers with valid RUTs, homes in UF,
// every status of the table, a co-debtor, a very long name and a history of changes.
import { rutCheckDigit } from '../../shared/rut';
import type { PreapprovalRow, PreapprovalsPage, Option } from './preapprovals.types';

const rut = (body: number) => ({ rut: String(body), rut_dv: rutCheckDigit(body) });

export const PROJECT_OPTIONS: Option[] = [
  { value: '11', label: 'Condominio Parque Los Aromos' },
  { value: '12', label: 'Edificio Mirador del Maipo' },
  { value: '21', label: 'Condominio Brisas del Pacífico' },
];

const aromos = { id: '11', name: 'Condominio Parque Los Aromos' };
const maipo = { id: '12', name: 'Edificio Mirador del Maipo' };

function row(
  id: string,
  status: string,
  person: { name: string; last_name: string; body: number; email: string; phone: string },
  home: { project: { id: string; name: string }; type: string; price: number; foot: number },
  created_at: string,
): PreapprovalRow {
  return {
    id,
    created_at,
    status,
    property_type: home.type,
    amount_property: home.price,
    amount_foot: home.foot,
    credit_term: 25,
    project: home.project,
    customer: {
      id: `c${id}`,
      name: person.name,
      last_name: person.last_name,
      ...rut(person.body),
      email: person.email,
      phone: person.phone,
    },
  };
}

export const CAMILA_ROW: PreapprovalRow = row(
  '41',
  'pending',
  {
    name: 'Camila',
    last_name: 'Rojas Fuentes',
    body: 16543210,
    email: 'camila.rojas@gmail.com',
    phone: '+56 9 8765 4321',
  },
  { project: aromos, type: 'Casa', price: 2150.5, foot: 215.05 },
  '2025-03-14T13:20:00.000Z',
);

export const PREAPPROVAL_ROWS: PreapprovalRow[] = [
  CAMILA_ROW,
  row(
    '40',
    'in_review',
    {
      name: 'Matías',
      last_name: 'González Pérez',
      body: 18234567,
      email: 'matias.gonzalez@outlook.cl',
      phone: '+56 9 7123 4567',
    },
    { project: maipo, type: 'Departamento', price: 2890, foot: 433.5 },
    '2025-03-10T15:05:00.000Z',
  ),
  row(
    '39',
    'approved',
    {
      name: 'Valentina',
      last_name: 'Muñoz Díaz',
      body: 12345678,
      email: 'valentina.munoz@gmail.com',
      phone: '+56 9 6543 2109',
    },
    { project: aromos, type: 'Casa', price: 1980, foot: 198 },
    '2025-02-27T12:00:00.000Z',
  ),
  row(
    '38',
    'rejected',
    {
      name: 'Rodrigo',
      last_name: 'Sepúlveda Tapia',
      body: 7654321,
      email: 'rsepulveda@yahoo.com',
      phone: '+56 2 2345 6789',
    },
    { project: maipo, type: 'Departamento', price: 3120.75, foot: 312.08 },
    '2025-02-03T18:45:00.000Z',
  ),
];

export const LONG_PREAPPROVAL_ROW: PreapprovalRow = row(
  '42',
  'in_review',
  {
    name: 'María de los Ángeles Josefina',
    last_name: 'Fernández-Larraín de la Fuente Undurraga',
    body: 21456789,
    email: 'maria.de.los.angeles.fernandez.larrain@correo-institucional-muy-largo.cl',
    phone: '+56 9 9988 7766',
  },
  {
    project: { id: '21', name: 'Condominio Brisas del Pacífico, etapa III, torres A y B' },
    type: 'Departamento',
    price: 4125.33,
    foot: 825.07,
  },
  '2025-03-15T10:00:00.000Z',
);

/** A page of the list as the server answers it. */
export function preapprovalsPage(
  rows: PreapprovalRow[],
  current = 1,
  total = rows.length,
  perPage = 15,
): PreapprovalsPage {
  const last = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? null : (current - 1) * perPage + 1;
  return {
    data: rows,
    total,
    per_page: perPage,
    current_page: current,
    from,
    to: from === null ? null : from + rows.length - 1,
    last_page: last,
    has_more_pages: current < last,
  };
}
