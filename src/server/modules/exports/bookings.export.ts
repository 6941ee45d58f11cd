import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import {
  BOOKING_ORDER_STATUSES,
  BOOKING_REQUEST_STATUSES,
  bookingOrders,
  bookingRequests,
  payments,
  projects,
  properties,
} from '../../db/schema';
import { projectScope } from '../projects/project-scope';
import { statusLabel } from './export-labels';
import { listParams } from './export-params';
import { sheetExport } from './sheet-export';

// Solicitud de Reservas and Pagos de Reservas (spec §3: booking request and booking order), with
// the lists' filters (project, status) and the requester's project scope.

const paidClp = sql<number>`coalesce((select sum(${payments.transaction_amount})
  from ${payments} where ${payments.booking_request_id} = ${bookingRequests.id}
  and ${payments.status} = 'paid'), 0)`.mapWith(Number);

export const bookingRequestsExport = sheetExport({
  type: 'booking_requests',
  operation: 'requestBookingRequestFile',
  fileBaseName: 'Solicitud de Reservas',
  where(viewer, params) {
    const p = listParams(BOOKING_REQUEST_STATUSES).parse(params);
    return and(
      projectScope.condition(viewer),
      p.project_id ? eq(bookingRequests.project_id, p.project_id) : undefined,
      p.status ? eq(bookingRequests.status, p.status) : undefined,
    );
  },
  async count(db, where) {
    const [row] = await db
      .select({ n: count() })
      .from(bookingRequests)
      .innerJoin(projects, eq(projects.id, bookingRequests.project_id))
      .where(where);
    return row?.n ?? 0;
  },
  page: (db, where, before, limit) =>
    db
      .select({
        id: bookingRequests.id,
        created_at: bookingRequests.created_at,
        status: bookingRequests.status,
        project: projects.name,
        unit: properties.identifier,
        model: properties.model,
        name: bookingRequests.contact_name,
        rut: bookingRequests.contact_rut,
        email: bookingRequests.contact_email,
        phone: bookingRequests.contact_phone,
        amount: bookingRequests.amount,
        paid: paidClp,
      })
      .from(bookingRequests)
      .innerJoin(projects, eq(projects.id, bookingRequests.project_id))
      .innerJoin(properties, eq(properties.id, bookingRequests.property_id))
      .where(and(where, before === null ? undefined : lt(bookingRequests.id, before)))
      .orderBy(desc(bookingRequests.id))
      .limit(limit),
  columns: () => [
    { header: 'ID', kind: 'int', value: (r) => r.id },
    { header: 'Fecha', kind: 'datetime', value: (r) => r.created_at },
    { header: 'Proyecto', kind: 'text', width: 28, value: (r) => r.project },
    { header: 'Unidad', kind: 'text', value: (r) => r.unit },
    { header: 'Modelo', kind: 'text', width: 18, value: (r) => r.model },
    { header: 'Estado', kind: 'text', value: (r) => statusLabel.bookingRequest(r.status) },
    { header: 'Nombre', kind: 'text', width: 28, value: (r) => r.name },
    { header: 'RUT', kind: 'text', width: 13, value: (r) => r.rut },
    { header: 'Correo', kind: 'text', width: 30, value: (r) => r.email },
    { header: 'Teléfono', kind: 'text', width: 16, value: (r) => r.phone },
    { header: 'Monto reserva (CLP)', kind: 'clp', value: (r) => r.amount },
    { header: 'Pagado (CLP)', kind: 'clp', value: (r) => r.paid },
  ],
});

export const bookingOrdersExport = sheetExport({
  type: 'booking_orders',
  operation: 'requestBookingOrderFile',
  fileBaseName: 'Pagos de Reservas',
  where(viewer, params) {
    const p = listParams(BOOKING_ORDER_STATUSES).parse(params);
    return and(
      projectScope.condition(viewer),
      p.project_id ? eq(bookingOrders.project_id, p.project_id) : undefined,
      p.status ? eq(bookingOrders.status, p.status) : undefined,
    );
  },
  async count(db, where) {
    const [row] = await db
      .select({ n: count() })
      .from(bookingOrders)
      .innerJoin(projects, eq(projects.id, bookingOrders.project_id))
      .where(where);
    return row?.n ?? 0;
  },
  page: (db, where, before, limit) =>
    db
      .select({
        id: bookingOrders.id,
        created_at: bookingOrders.created_at,
        status: bookingOrders.status,
        project: projects.name,
        request: bookingOrders.booking_request_id,
        unit: properties.identifier,
        name: bookingRequests.contact_name,
        rut: bookingRequests.contact_rut,
        amount_paid: bookingOrders.amount_paid,
        uf_value: bookingOrders.uf_value,
        order_number: bookingOrders.order_number,
        paid_at: bookingOrders.datetime_transaction,
        reference: bookingOrders.gateway_reference,
      })
      .from(bookingOrders)
      .innerJoin(projects, eq(projects.id, bookingOrders.project_id))
      .innerJoin(bookingRequests, eq(bookingRequests.id, bookingOrders.booking_request_id))
      .innerJoin(properties, eq(properties.id, bookingRequests.property_id))
      .where(and(where, before === null ? undefined : lt(bookingOrders.id, before)))
      .orderBy(desc(bookingOrders.id))
      .limit(limit),
  columns: () => [
    { header: 'ID', kind: 'int', value: (r) => r.id },
    { header: 'Fecha', kind: 'datetime', value: (r) => r.created_at },
    { header: 'Proyecto', kind: 'text', width: 28, value: (r) => r.project },
    { header: 'Solicitud', kind: 'int', value: (r) => r.request },
    { header: 'Unidad', kind: 'text', value: (r) => r.unit },
    { header: 'Cliente', kind: 'text', width: 28, value: (r) => r.name },
    { header: 'RUT', kind: 'text', width: 13, value: (r) => r.rut },
    { header: 'Estado', kind: 'text', value: (r) => statusLabel.order(r.status) },
    { header: 'Monto pagado (CLP)', kind: 'clp', value: (r) => r.amount_paid },
    { header: 'Valor UF', kind: 'number', value: (r) => r.uf_value },
    { header: 'N° de orden', kind: 'text', width: 16, value: (r) => r.order_number },
    { header: 'Fecha de pago', kind: 'datetime', value: (r) => r.paid_at },
    { header: 'Referencia de pago', kind: 'text', width: 22, value: (r) => r.reference },
  ],
});
