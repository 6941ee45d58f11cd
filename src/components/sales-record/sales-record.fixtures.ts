// Sales records as the kit's stories and tests draw them: Chilean customers with valid RUTs, a page
// of the server's paginator, a gateway payment in CLP and the audit rows a status change writes.
// The records use the booking requests' status table, one the kit's pieces are read with.
import type {
  AuditEntryFragment,
  PaymentFieldsFragment,
} from '../../../graphql/generated/client/graphql';
import { formatRut, rutCheckDigit } from '../../shared/rut';
import type { Person } from './person-card';

export interface SampleRecord {
  id: string;
  status: string;
  customer: Person | null;
}

const rut = (body: number) => formatRut(body, rutCheckDigit(body));

export const camila: Person = {
  name: 'Camila Andrea Rojas Soto',
  rut: rut(16543287),
  email: 'camila.rojas@gmail.com',
  phone: '+56 9 8765 4321',
};

export const longPerson: Person = {
  name: 'María de los Ángeles Constanza Fernández-Villalobos Sepúlveda del Río',
  rut: rut(15987123),
  email: 'maria.de.los.angeles.fernandez.villalobos@constructorapacificosur.cl',
  phone: '+56 9 4433 2211',
};

export const sampleRecords: SampleRecord[] = [
  { id: '1842', status: 'pending', customer: camila },
  {
    id: '1841',
    status: 'paid',
    customer: { name: 'Ignacio Fuentes Araya', rut: rut(12876543), email: null, phone: null },
  },
  { id: '1840', status: 'expired', customer: null },
];

export function samplePage(rows: SampleRecord[], current = 1, total = rows.length) {
  const perPage = 15;
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

export const paidPayment: PaymentFieldsFragment = {
  id: '5521',
  status: 'paid',
  transaction_amount: 250_000,
  amount: 250_000,
  balance: 241_920,
  taxes: 1_290,
  fee: 6_790,
  currency: 'CLP',
  conversion_rate: 1,
  conversion_date: '2025-03-13',
  transfer_date: '2025-03-17',
  media: 'Webpay',
  payer: 'camila.rojas@gmail.com',
  email: 'camila.rojas@gmail.com',
  commerce_order: 'RES-1842',
  order: '48213377',
  review_reason: null,
  token: 'a91f3c07e2b84d55b1d0c6f2e8a4b7d9',
  date: '2025-03-13T18:12:41.000Z',
  created_at: '2025-03-13T18:10:02.000Z',
};

export const statusAudit: AuditEntryFragment = {
  id: '9001',
  event: 'updated',
  old_values: { status: 'pending' },
  new_values: { status: 'paid', uf_value: 38_912.45 },
  created_at: '2025-03-13T18:15:00.000Z',
  user: { id: '3', name: 'Catalina', last_name: 'Morales Herrera' },
};
