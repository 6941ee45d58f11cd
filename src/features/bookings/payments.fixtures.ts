// Gateway payments (Flow/Webpay reports, CLP) and the audit rows of a booking, for stories and
// tests of the bookings feature.
import type { AuditEntryFragment } from '../../../graphql/generated/client/graphql';
import { formatRut, rutCheckDigit } from '../../shared/rut';
import type { Payment } from './bookings.types';

export const paidPayment: Payment = {
  id: '5521',
  transaction_amount: 250_000,
  token: 'a91f3c07e2b84d55b1d0c6f2e8a4b7d9',
  email: 'ignacio.fuentes@gmail.com',
  status: 'paid',
  transfer_date: '2025-03-17',
  balance: 241_920,
  taxes: 1_290,
  fee: 6_790,
  currency: 'CLP',
  amount: 250_000,
  conversion_rate: 1,
  conversion_date: '2025-03-13',
  media: 'Webpay',
  date: '2025-03-13T18:12:41.000Z',
  payer: 'ignacio.fuentes@gmail.com',
  commerce_order: 'RES-1841',
  order: '48213377',
  review_reason: null,
  created_at: '2025-03-13T18:10:02.000Z',
};

export const rejectedPayment: Payment = {
  ...paidPayment,
  id: '5519',
  token: '0c7d1e95ab4f4e23a6d8b2c1f9e0a3b4',
  status: 'rejected',
  transfer_date: null,
  balance: null,
  taxes: null,
  fee: null,
  amount: null,
  conversion_rate: null,
  conversion_date: null,
  media: 'Transferencia',
  date: '2025-03-13T17:58:09.000Z',
  order: '48213002',
  created_at: '2025-03-13T17:57:30.000Z',
};

export const bookingAuditsFixture: AuditEntryFragment[] = [
  {
    id: '8101',
    event: 'created',
    old_values: {},
    new_values: {
      status: 'pending',
      contact_rut: formatRut(12876543, rutCheckDigit(12876543)),
      property_id: '312',
    },
    created_at: '2025-03-13T18:05:00.000Z',
    user: null,
  },
  {
    id: '8102',
    event: 'updated',
    old_values: { status: 'pending' },
    new_values: { status: 'paid' },
    created_at: '2025-03-13T18:20:00.000Z',
    user: { id: '3', name: 'Rodrigo', last_name: 'Sepúlveda' },
  },
];
