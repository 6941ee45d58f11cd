// What tells the two promise lists apart: their words, columns and status table. The connected
// pages and the stories both read these, so a story shows exactly what the page shows.
import { promiseOrderStatus, promiseRequestStatus } from '../../shared/sales-status';
import { statusOptions } from './promise-labels';
import { promiseOrderColumns } from './promise-order-columns';
import { promiseRequestColumns } from './promise-request-columns';
import type { PromisesListText } from './promises-list-view';

export const REQUESTS_TEXT: PromisesListText = {
  title: 'Solicitud de Promesas',
  description: 'Promesas de compraventa pedidas por los clientes y su pago.',
  exportLabel: 'Exportar solicitudes',
  searchLabel: 'Buscar solicitudes de promesa',
  empty: 'Aún no hay solicitudes de promesa.',
  noMatches: 'Ninguna solicitud de promesa coincide con los filtros.',
};

export const ORDERS_TEXT: PromisesListText = {
  title: 'Pagos de Promesas',
  description: 'Órdenes de pago de promesas informadas por la pasarela.',
  exportLabel: 'Exportar pagos',
  searchLabel: 'Buscar pagos de promesa',
  empty: 'Aún no hay pagos de promesa.',
  noMatches: 'Ningún pago de promesa coincide con los filtros.',
};

export const REQUEST_STATUS_OPTIONS = statusOptions(promiseRequestStatus);
export const ORDER_STATUS_OPTIONS = statusOptions(promiseOrderStatus);
export const REQUEST_COLUMNS = promiseRequestColumns();
export const ORDER_COLUMNS = promiseOrderColumns();
