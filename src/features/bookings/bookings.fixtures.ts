// Booking requests and orders as the server answers them, for stories and tests: Chilean
// contacts with valid RUTs (stored formatted on the request), UF prices, CLP payments with the
// UF value of the day, and gateway reports as Flow/Webpay send them.
import { formatRut, rutCheckDigit } from '../../shared/rut';
import { localDay, startOfLocalDay } from '../../shared/sales-status';
import { bookingAuditsFixture, paidPayment, rejectedPayment } from './payments.fixtures';
import {
  EMPTY_PAGE,
  type BookingOrderDetails,
  type BookingOrderPage,
  type BookingOrderRow,
  type BookingRequestDetails,
  type BookingRequestPage,
  type BookingRequestRow,
  type Option,
} from './bookings.types';

const rut = (body: number) => formatRut(body, rutCheckDigit(body));
const contact = (name: string, body: number, email: string, phone: string) => ({
  name,
  rut: rut(body),
  email,
  phone,
});

const aromos = { id: '1', name: 'Parque Los Aromos' };
const cordillera = { id: '2', name: 'Condominio Vista Cordillera' };

export const camila = contact(
  'Camila Andrea Rojas Soto',
  16543287,
  'camila.rojas@gmail.com',
  '+56 9 8765 4321',
);
const ignacio = contact(
  'Ignacio Fuentes Araya',
  12876543,
  'ignacio.fuentes@gmail.com',
  '+56 9 7123 4567',
);
const javiera = contact(
  'Javiera Pérez Valenzuela',
  19234567,
  'javiera.perez@gmail.com',
  '+56 9 6234 1122',
);
const luis = contact('Luis Alberto Muñoz Tapia', 8765432, 'luis.munoz@yahoo.cl', '+56 9 9988 7766');
const francisca = contact(
  'Francisca Godoy Sepúlveda',
  21456789,
  'fgodoy@outlook.com',
  '+56 9 5544 3322',
);

const request = (
  id: string,
  status: string,
  created_at: string,
  who: BookingRequestRow['contact'],
  project: { id: string; name: string },
  home: [string, string],
  expires_at: string | null = null,
): BookingRequestRow => ({
  id,
  status,
  expires_at,
  created_at,
  project,
  property: { id: home[0], identifier: home[1] },
  contact: who,
});

/** expires_at of a pending request whose last valid day is `days` after today, Chile time. */
export const lastValidDayIn = (days: number) =>
  startOfLocalDay(localDay(new Date()) + days + 1).toISOString();

const r1842 = request(
  '1842',
  'pending',
  '2025-03-14T13:20:00.000Z',
  camila,
  aromos,
  ['311', '1204'],
  lastValidDayIn(0),
);
const r1841 = request('1841', 'paid', '2025-03-13T18:05:00.000Z', ignacio, aromos, ['312', '803']);
const r1840 = request('1840', 'expired', '2025-02-20T15:45:00.000Z', javiera, cordillera, [
  '420',
  'B-402',
]);
const r1839 = request('1839', 'cancelled', '2025-02-11T12:00:00.000Z', luis, cordillera, [
  '421',
  'B-1101',
]);
const r1838 = request('1838', 'rejected', '2025-01-30T20:30:00.000Z', francisca, aromos, [
  '313',
  '305',
]);

export const bookingRequestRowsFixture: BookingRequestRow[] = [r1842, r1841, r1840, r1839, r1838];

export const bookingRequestPageFixture: BookingRequestPage = {
  data: bookingRequestRowsFixture,
  total: 38,
  per_page: 15,
  current_page: 1,
  from: 1,
  to: 15,
  last_page: 3,
  has_more_pages: true,
};

export const emptyBookingRequestPage: BookingRequestPage = { ...EMPTY_PAGE, data: [] };

const longContact = contact(
  'María de los Ángeles Constanza Fernández-Villalobos Sepúlveda del Río',
  15987123,
  'maria.de.los.angeles.fernandez.villalobos@constructorapacificosur.cl',
  '+56 9 4433 2211',
);
const longProject = {
  id: '7',
  name: 'Condominio Parque Los Aromos de Puente Alto, Etapa II — Torres B y C',
};

export const longBookingRequestPage: BookingRequestPage = {
  ...bookingRequestPageFixture,
  data: [
    request('1850', 'pending', '2025-03-15T11:00:00.000Z', longContact, longProject, [
      '900',
      'Torre B, departamento 1204-A',
    ]),
  ],
  total: 1,
  to: 1,
  last_page: 1,
  has_more_pages: false,
};

const order = (
  id: string,
  status: string,
  row: BookingRequestRow,
  amount: number | null,
  when: string | null,
): BookingOrderRow => ({
  id,
  status,
  amount_paid: amount,
  uf_value: amount === null ? null : 38_912.45,
  order_number: `RES-${row.id}`,
  datetime_transaction: when,
  created_at: row.created_at,
  bookingrequest: {
    id: row.id,
    status: row.status,
    project: row.project,
    property: row.property,
    contact: row.contact && { name: row.contact.name, rut: row.contact.rut },
  },
});

export const bookingOrderRowsFixture: BookingOrderRow[] = [
  order('977', 'pending', r1842, null, null),
  order('976', 'approved', r1841, 250_000, '2025-03-13T18:12:41.000Z'),
  order('975', 'rejected', r1840, 250_000, '2025-02-20T15:50:02.000Z'),
  order('974', 'refunded', r1839, 300_000, '2025-02-11T12:09:10.000Z'),
];

export const bookingOrderPageFixture: BookingOrderPage = {
  data: bookingOrderRowsFixture,
  total: 26,
  per_page: 15,
  current_page: 1,
  from: 1,
  to: 15,
  last_page: 2,
  has_more_pages: true,
};

export const emptyBookingOrderPage: BookingOrderPage = { ...EMPTY_PAGE, data: [] };

export const longBookingOrderPage: BookingOrderPage = {
  ...bookingOrderPageFixture,
  data: longBookingRequestPage.data.flatMap((row) => [
    order('990', 'approved', row, 1_250_000, '2025-03-15T11:04:00.000Z'),
  ]),
  total: 1,
  to: 1,
  last_page: 1,
  has_more_pages: false,
};

export const bookingRequestDetailsFixture: BookingRequestDetails = {
  id: '1841',
  status: 'paid',
  expires_at: null,
  created_at: '2025-03-13T18:05:00.000Z',
  project: aromos,
  contact: ignacio,
  property: { id: '312', identifier: '803', model: 'Modelo Roble 3D2B', price: 2180, floor: 8 },
  payments: [paidPayment, rejectedPayment],
  quotation: { id: '50230', status: 'booked' },
  bookingorder: {
    id: '976',
    status: 'approved',
    amount_paid: 250_000,
    uf_value: 38_912.45,
    order_number: 'RES-1841',
  },
  audits: bookingAuditsFixture,
};

/** Just asked: no payment yet, no order, no quotation, no history beyond its creation. */
export const pendingRequestFixture: BookingRequestDetails = {
  ...bookingRequestDetailsFixture,
  id: '1842',
  status: 'pending',
  expires_at: lastValidDayIn(1),
  contact: camila,
  property: { id: '311', identifier: '1204', model: null, price: 2450.5, floor: 12 },
  payments: [],
  quotation: null,
  bookingorder: null,
  audits: [],
};

export const bookingOrderDetailsFixture: BookingOrderDetails = {
  id: '976',
  status: 'approved',
  amount_paid: 250_000,
  uf_value: 38_912.45,
  order_number: 'RES-1841',
  datetime_transaction: '2025-03-13T18:12:41.000Z',
  created_at: '2025-03-13T18:10:00.000Z',
  gateway_reference: 'FLOW-7F3K9Q2M',
  signature: '3b9d2f7c61a04e58',
  audits: bookingAuditsFixture.map((entry) =>
    entry.event === 'updated'
      ? { ...entry, old_values: { status: 'pending' }, new_values: { status: 'approved' } }
      : entry,
  ),
  bookingrequest: {
    id: '1841',
    status: 'paid',
    project: aromos,
    contact: ignacio,
    property: { id: '312', identifier: '803', model: 'Modelo Roble 3D2B', price: 2180 },
    payments: [paidPayment],
  },
};

export const projectOptionsFixture: Option[] = [
  { value: '1', label: 'Parque Los Aromos' },
  { value: '2', label: 'Condominio Vista Cordillera' },
  { value: '4', label: 'Jardines de Hualpén' },
];
