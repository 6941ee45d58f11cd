import {
  PROMISE_ORDER_STATUSES,
  PROMISE_REQUEST_STATUSES,
  customers,
  parkingLots,
  projects,
  promiseOrders,
  promiseRequests,
  properties,
  propertyQuotations,
  warehouses,
} from '../../db/schema';
import { projectScope } from '../projects';
import { statusLabels } from './exports.labels.service';
import {
  promiseOrdersFrom,
  promiseOrdersWhere,
  promiseRequestsFrom,
  promiseRequestsWhere,
} from './exports.promises.repository';
import { listParams } from './exports.params.repository';
import { fullNameSql, rutSql } from './exports.sql.repository';
import { sheetExport } from './exports.sheet-export.repository';

// Solicitud de Promesas and Pagos de Promesas (spec §3: promise request with its quotation's
// customer and quoted units; promise order with its request), filtered like their lists.

export const promiseRequestsExport = sheetExport({
  type: 'promise_requests',
  operation: 'requestPromiseRequestFile',
  fileBaseName: 'Solicitud de Promesas',
  id: promiseRequests.id,
  from: promiseRequestsFrom,
  where(viewer, params) {
    const p = listParams(PROMISE_REQUEST_STATUSES).parse(params);
    return promiseRequestsWhere(projectScope.condition(viewer), p);
  },
  columns: () => [
    { header: 'ID', kind: 'int', sql: promiseRequests.id },
    { header: 'Fecha', kind: 'datetime', sql: promiseRequests.created_at },
    { header: 'Proyecto', kind: 'text', width: 28, sql: projects.name },
    { header: 'Cotización', kind: 'int', sql: promiseRequests.quotation_id },
    { header: 'Cliente', kind: 'text', width: 28, sql: fullNameSql(customers.name, customers.last_name) }, // prettier-ignore
    { header: 'RUT', kind: 'text', width: 13, sql: rutSql(customers.rut, customers.rut_dv) },
    { header: 'Correo', kind: 'text', width: 30, sql: customers.email },
    { header: 'Teléfono', kind: 'text', width: 16, sql: customers.phone },
    { header: 'Unidad', kind: 'text', sql: properties.identifier },
    { header: 'Precio unidad (UF)', kind: 'uf', sql: propertyQuotations.property_price },
    { header: 'Bodega', kind: 'text', sql: warehouses.identifier },
    { header: 'Estacionamiento', kind: 'text', sql: parkingLots.identifier },
    { header: 'Precio total (UF)', kind: 'uf', sql: propertyQuotations.price },
    {
      header: 'Estado',
      kind: 'text',
      sql: promiseRequests.status,
      labels: statusLabels.promiseRequest,
    },
    { header: 'Monto pagado (CLP)', kind: 'clp', sql: promiseRequests.amount_paid },
    { header: 'Valor UF', kind: 'number', sql: promiseRequests.uf_value },
    { header: 'N° de orden', kind: 'text', width: 16, sql: promiseRequests.order_number },
    { header: 'Fecha de pago', kind: 'datetime', sql: promiseRequests.datetime_transaction },
  ],
});

export const promiseOrdersExport = sheetExport({
  type: 'promise_orders',
  operation: 'requestPromiseOrderFile',
  fileBaseName: 'Pagos de Promesas',
  id: promiseOrders.id,
  from: promiseOrdersFrom,
  where(viewer, params) {
    const p = listParams(PROMISE_ORDER_STATUSES).parse(params);
    return promiseOrdersWhere(projectScope.condition(viewer), p);
  },
  columns: () => [
    { header: 'ID', kind: 'int', sql: promiseOrders.id },
    { header: 'Fecha', kind: 'datetime', sql: promiseOrders.created_at },
    { header: 'Proyecto', kind: 'text', width: 28, sql: projects.name },
    { header: 'Solicitud', kind: 'int', sql: promiseOrders.promise_request_id },
    { header: 'Cliente', kind: 'text', width: 28, sql: fullNameSql(customers.name, customers.last_name) }, // prettier-ignore
    { header: 'RUT', kind: 'text', width: 13, sql: rutSql(customers.rut, customers.rut_dv) },
    { header: 'Unidad', kind: 'text', sql: properties.identifier },
    { header: 'Estado', kind: 'text', sql: promiseOrders.status, labels: statusLabels.order },
    { header: 'Monto pagado (CLP)', kind: 'clp', sql: promiseRequests.amount_paid },
    { header: 'N° de orden', kind: 'text', width: 16, sql: promiseRequests.order_number },
  ],
});
