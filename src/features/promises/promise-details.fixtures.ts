// A promise request and a promise order as their details pages read them: the quotation's
// customer and quoted units in UF, the transaction, every payment attempt with the gateway's
// fields in CLP, the order and the history.
import type { AuditEntryFragment } from '../../../graphql/generated/client/graphql';
import {
  CAMILA,
  LONG_PERSON,
  UF_VALUE,
  customerOf,
  promiseOrderRow,
  promiseRequestRow,
} from './promises.fixtures';
import type { Payment, PromiseOrderDetail, PromiseRequestDetail } from './promises.types';

const base: Payment = {
  id: '0',
  transaction_amount: 1_945_623,
  token: 'tbk_01J8Z3K6W2',
  email: 'camila.rojas@gmail.com',
  status: 'paid',
  transfer_date: '2025-03-19',
  balance: 1_887_254,
  taxes: 11_090,
  fee: 58_369,
  currency: 'CLP',
  amount: 1_945_623,
  conversion_rate: 1,
  conversion_date: '2025-03-17',
  media: 'Webpay',
  date: '2025-03-17T15:42:10.000Z',
  payer: 'Camila Rojas Fuentes',
  commerce_order: 'PRO-2025-00060',
  order: '118223344',
  review_reason: null,
  created_at: '2025-03-17T15:42:12.000Z',
};

export const PAYMENTS: Payment[] = [
  { ...base, id: '7001', status: 'rejected', media: 'Transferencia', transfer_date: null, balance: null, taxes: null, fee: null, order: '118223301', date: '2025-03-16T21:05:00.000Z', created_at: '2025-03-16T21:05:03.000Z' },
  { ...base, id: '7002' },
]; // prettier-ignore

const executive = { id: '7', name: 'Catalina', last_name: 'Morales Herrera' };
const statusChange = (id: string, from: string, to: string, at: string): AuditEntryFragment => ({
  id,
  event: 'updated',
  old_values: { status: from },
  new_values: { status: to },
  created_at: at,
  user: executive,
});

const row = promiseRequestRow(60, 'paid');

export const PROMISE_REQUEST_DETAIL: PromiseRequestDetail = {
  ...row,
  datetime_transaction: '2025-03-17T15:42:10.000Z',
  gateway_reference: 'WP-7F3A9C21',
  signature: 'f1c9a0e4b7d25c38',
  audits: [statusChange('901', 'pending', 'paid', '2025-03-17T16:00:00.000Z')],
  payments: PAYMENTS,
  quotation: {
    id: '960',
    status: 'booked',
    project: row.quotation?.project ?? null,
    customer: { ...customerOf(CAMILA), status: 'Cliente' },
    propertyquotation: [
      {
        id: '760',
        price: 2_310.5,
        property_price: 2_150.5,
        property: { id: '560', identifier: 'Casa 20', model: 'Modelo Acacia 3D2B' },
        warehouse_price: 60,
        warehouse: { id: '81', identifier: 'B-12' },
        parkinglot_price: 100,
        parkinglot: { id: '91', identifier: 'E-07' },
      },
    ],
  },
  promiseorder: { id: '80', status: 'approved', created_at: '2025-03-17T15:42:12.000Z' },
};

export function promiseRequestIn(status: string): PromiseRequestDetail {
  return { ...PROMISE_REQUEST_DETAIL, status };
}

/** Unpaid, no payments, no order, no history yet, only the home quoted. */
export const BARE_PROMISE_REQUEST: PromiseRequestDetail = {
  ...PROMISE_REQUEST_DETAIL,
  status: 'pending',
  amount_paid: null,
  uf_value: null,
  datetime_transaction: null,
  gateway_reference: null,
  signature: null,
  payments: [],
  promiseorder: null,
  audits: [],
  quotation: PROMISE_REQUEST_DETAIL.quotation
    ? {
        ...PROMISE_REQUEST_DETAIL.quotation,
        propertyquotation: PROMISE_REQUEST_DETAIL.quotation.propertyquotation.map((unit) => ({
          ...unit,
          price: unit.property_price,
          warehouse: null,
          warehouse_price: null,
          parkinglot: null,
          parkinglot_price: null,
        })),
      }
    : null,
};

const longRow = promiseRequestRow(61, 'paid', LONG_PERSON, 'Departamento 1203-B, torre Poniente');
export const LONG_PROMISE_REQUEST: PromiseRequestDetail = {
  ...PROMISE_REQUEST_DETAIL,
  ...longRow,
  quotation: PROMISE_REQUEST_DETAIL.quotation
    ? {
        ...PROMISE_REQUEST_DETAIL.quotation,
        customer: { ...customerOf(LONG_PERSON), status: null },
      }
    : null,
};

const orderRow = promiseOrderRow(80, 'approved', row);
export const PROMISE_ORDER_DETAIL: PromiseOrderDetail = {
  ...orderRow,
  audits: [statusChange('951', 'pending', 'approved', '2025-03-17T16:05:00.000Z')],
  promiserequest: orderRow.promiserequest
    ? {
        ...orderRow.promiserequest,
        quotation: row.quotation,
        uf_value: UF_VALUE,
        datetime_transaction: PROMISE_REQUEST_DETAIL.datetime_transaction,
        gateway_reference: PROMISE_REQUEST_DETAIL.gateway_reference,
        payments: PAYMENTS,
      }
    : null,
};

export function promiseOrderIn(status: string): PromiseOrderDetail {
  return { ...PROMISE_ORDER_DETAIL, status };
}
