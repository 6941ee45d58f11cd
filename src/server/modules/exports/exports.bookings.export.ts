import {
  BOOKING_ORDER_STATUSES,
  BOOKING_REQUEST_STATUSES,
  bookingOrders,
  bookingRequests,
  projects,
  properties,
} from '../../db/schema';
import { projectScope } from '../projects';
import {
  bookingOrdersFrom,
  bookingOrdersWhere,
  bookingRequestsFrom,
  bookingRequestsWhere,
  paidClp,
} from './exports.bookings.repository';
import { statusLabels } from './exports.labels.service';
import { listParams } from './exports.params.repository';
import { sheetExport } from './exports.sheet-export.repository';

// Solicitud de Reservas and Pagos de Reservas (spec §3: booking request and booking order), with
// the lists' filters (project, status) and the requester's project scope.

export const bookingRequestsExport = sheetExport({
  type: 'booking_requests',
  operation: 'requestBookingRequestFile',
  fileBaseName: 'Solicitud de Reservas',
  id: bookingRequests.id,
  from: bookingRequestsFrom,
  where(viewer, params) {
    const p = listParams(BOOKING_REQUEST_STATUSES).parse(params);
    return bookingRequestsWhere(projectScope.condition(viewer), p);
  },
  columns: () => [
    { header: 'ID', kind: 'int', sql: bookingRequests.id },
    { header: 'Fecha', kind: 'datetime', sql: bookingRequests.created_at },
    { header: 'Proyecto', kind: 'text', width: 28, sql: projects.name },
    { header: 'Unidad', kind: 'text', sql: properties.identifier },
    { header: 'Modelo', kind: 'text', width: 18, sql: properties.model },
    {
      header: 'Estado',
      kind: 'text',
      sql: bookingRequests.status,
      labels: statusLabels.bookingRequest,
    },
    { header: 'Nombre', kind: 'text', width: 28, sql: bookingRequests.contact_name },
    { header: 'RUT', kind: 'text', width: 13, sql: bookingRequests.contact_rut },
    { header: 'Correo', kind: 'text', width: 30, sql: bookingRequests.contact_email },
    { header: 'Teléfono', kind: 'text', width: 16, sql: bookingRequests.contact_phone },
    { header: 'Monto reserva (CLP)', kind: 'clp', sql: bookingRequests.amount },
    { header: 'Pagado (CLP)', kind: 'clp', sql: paidClp },
  ],
});

export const bookingOrdersExport = sheetExport({
  type: 'booking_orders',
  operation: 'requestBookingOrderFile',
  fileBaseName: 'Pagos de Reservas',
  id: bookingOrders.id,
  from: bookingOrdersFrom,
  where(viewer, params) {
    const p = listParams(BOOKING_ORDER_STATUSES).parse(params);
    return bookingOrdersWhere(projectScope.condition(viewer), p);
  },
  columns: () => [
    { header: 'ID', kind: 'int', sql: bookingOrders.id },
    { header: 'Fecha', kind: 'datetime', sql: bookingOrders.created_at },
    { header: 'Proyecto', kind: 'text', width: 28, sql: projects.name },
    { header: 'Solicitud', kind: 'int', sql: bookingOrders.booking_request_id },
    { header: 'Unidad', kind: 'text', sql: properties.identifier },
    { header: 'Cliente', kind: 'text', width: 28, sql: bookingRequests.contact_name },
    { header: 'RUT', kind: 'text', width: 13, sql: bookingRequests.contact_rut },
    { header: 'Estado', kind: 'text', sql: bookingOrders.status, labels: statusLabels.order },
    { header: 'Monto pagado (CLP)', kind: 'clp', sql: bookingOrders.amount_paid },
    { header: 'Valor UF', kind: 'number', sql: bookingOrders.uf_value },
    { header: 'N° de orden', kind: 'text', width: 16, sql: bookingOrders.order_number },
    { header: 'Fecha de pago', kind: 'datetime', sql: bookingOrders.datetime_transaction },
    { header: 'Referencia de pago', kind: 'text', width: 22, sql: bookingOrders.gateway_reference },
  ],
});
