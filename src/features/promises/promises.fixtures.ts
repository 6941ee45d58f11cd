// Realistic promise requests and orders for stories and tests: Chilean customers with valid RUTs,
// homes of two projects, amounts in CLP with the UF value of the day, every status of each table.
import { rutCheckDigit } from '../../shared/rut';
import type { ListPage, PromiseOrderRow, PromiseRequestRow } from './promises.types';

export const UF_VALUE = 38_912.45;

export const PROJECT_OPTIONS = [
  { value: '11', label: 'Condominio Parque Los Aromos' },
  { value: '12', label: 'Edificio Mirador del Maipo' },
];

interface Person {
  id: string;
  name: string;
  last_name: string;
  body: number;
  email: string;
  phone: string;
}

export const customerOf = (p: Person) => ({
  id: p.id,
  name: p.name,
  last_name: p.last_name,
  rut: String(p.body),
  rut_dv: rutCheckDigit(p.body),
  email: p.email,
  phone: p.phone,
});

export const CAMILA: Person = {
  id: '301',
  name: 'Camila',
  last_name: 'Rojas Fuentes',
  body: 16543210,
  email: 'camila.rojas@gmail.com',
  phone: '+56 9 8765 4321',
};
const PEOPLE: Person[] = [
  CAMILA,
  { id: '302', name: 'Matías', last_name: 'González Pérez', body: 18234567, email: 'matias.gonzalez@outlook.cl', phone: '+56 9 7123 4567' },
  { id: '303', name: 'Valentina', last_name: 'Muñoz Díaz', body: 12345678, email: 'valentina.munoz@gmail.com', phone: '+56 9 6543 2109' },
  { id: '304', name: 'Rodrigo', last_name: 'Sepúlveda Tapia', body: 7654321, email: 'rsepulveda@yahoo.com', phone: '+56 2 2345 6789' },
  { id: '305', name: 'Francisca', last_name: 'Araya Castro', body: 15678348, email: 'fran.araya@gmail.com', phone: '+56 9 5555 1234' },
]; // prettier-ignore

export const LONG_PERSON: Person = {
  id: '399',
  name: 'María de los Ángeles Josefina',
  last_name: 'Fernández-Larraín de la Fuente Undurraga',
  body: 21456789,
  email: 'maria.de.los.angeles.fernandez.larrain@correo-institucional-muy-largo.cl',
  phone: '+56 9 9988 7766',
};

const PROJECTS = [
  { id: '11', name: 'Condominio Parque Los Aromos' },
  { id: '12', name: 'Edificio Mirador del Maipo' },
];

export function promiseRequestRow(
  id: number,
  status: string,
  person: Person = CAMILA,
  unit = `Casa ${id % 40}`,
): PromiseRequestRow {
  const paid = status !== 'pending' && status !== 'rejected';
  return {
    id: String(id),
    status,
    created_at: `2025-03-${String(10 + (id % 18)).padStart(2, '0')}T14:30:00.000Z`,
    amount_paid: paid ? 1_945_623 : null,
    uf_value: paid ? UF_VALUE : null,
    order_number: `PRO-2025-${String(id).padStart(5, '0')}`,
    quotation: {
      id: String(900 + id),
      project: PROJECTS[id % 2] ?? null,
      customer: customerOf(person),
      propertyquotation: [
        { id: String(700 + id), property: { id: String(500 + id), identifier: unit } },
      ],
    },
  };
}

const REQUEST_STATUSES = ['pending', 'paid', 'signed', 'cancelled', 'rejected'];
export const PROMISE_REQUEST_ROWS: PromiseRequestRow[] = REQUEST_STATUSES.map((status, index) =>
  promiseRequestRow(60 - index, status, PEOPLE[index] ?? CAMILA),
);
export const LONG_PROMISE_REQUEST_ROW = promiseRequestRow(
  61,
  'paid',
  LONG_PERSON,
  'Departamento 1203-B, torre Poniente con vista al parque',
);

export function promiseOrderRow(
  id: number,
  status: string,
  request: PromiseRequestRow,
): PromiseOrderRow {
  const { quotation, ...fields } = request;
  return {
    id: String(id),
    status,
    created_at: request.created_at,
    promiserequest: {
      id: fields.id,
      status: fields.status,
      amount_paid: fields.amount_paid ?? 1_945_623,
      uf_value: fields.uf_value ?? UF_VALUE,
      order_number: fields.order_number,
      quotation: quotation
        ? {
            id: quotation.id,
            project: quotation.project,
            customer: quotation.customer,
            propertyquotation: quotation.propertyquotation,
          }
        : null,
    },
  };
}

const ORDER_STATUSES = ['pending', 'approved', 'rejected', 'refunded'];
export const PROMISE_ORDER_ROWS: PromiseOrderRow[] = ORDER_STATUSES.map((status, index) =>
  promiseOrderRow(
    80 - index,
    status,
    promiseRequestRow(60 - index, 'paid', PEOPLE[index] ?? CAMILA),
  ),
);
export const LONG_PROMISE_ORDER_ROW = promiseOrderRow(81, 'pending', LONG_PROMISE_REQUEST_ROW);

/** A page of a list as the server answers it. */
export function listPage<T>(
  rows: T[],
  current = 1,
  total = rows.length,
  perPage = 15,
): ListPage<T> {
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
