import { and, count, desc, eq, lt } from 'drizzle-orm';
import { formatRut } from '../../../shared/rut';
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
  quotations,
  warehouses,
} from '../../db/schema';
import { projectScope } from '../projects/project-scope';
import { fullName, statusLabel } from './export-labels';
import { listParams } from './export-params';
import { firstQuotedUnit } from './quoted-unit';
import { sheetExport } from './sheet-export';

// Solicitud de Promesas and Pagos de Promesas (spec §3: promise request with its quotation's
// customer and quoted units; promise order with its request), filtered like their lists.

export const promiseRequestsExport = sheetExport({
  type: 'promise_requests',
  operation: 'requestPromiseRequestFile',
  fileBaseName: 'Solicitud de Promesas',
  where(viewer, params) {
    const p = listParams(PROMISE_REQUEST_STATUSES).parse(params);
    return and(
      projectScope.condition(viewer),
      p.project_id ? eq(promiseRequests.project_id, p.project_id) : undefined,
      p.status ? eq(promiseRequests.status, p.status) : undefined,
    );
  },
  async count(db, where) {
    const [row] = await db
      .select({ n: count() })
      .from(promiseRequests)
      .innerJoin(projects, eq(projects.id, promiseRequests.project_id))
      .where(where);
    return row?.n ?? 0;
  },
  page: (db, where, before, limit) =>
    db
      .select({
        id: promiseRequests.id,
        created_at: promiseRequests.created_at,
        status: promiseRequests.status,
        project: projects.name,
        quotation: promiseRequests.quotation_id,
        name: customers.name,
        last_name: customers.last_name,
        rut: customers.rut,
        rut_dv: customers.rut_dv,
        email: customers.email,
        phone: customers.phone,
        unit: properties.identifier,
        unit_price: propertyQuotations.property_price,
        warehouse: warehouses.identifier,
        parking_lot: parkingLots.identifier,
        price: propertyQuotations.price,
        amount_paid: promiseRequests.amount_paid,
        uf_value: promiseRequests.uf_value,
        order_number: promiseRequests.order_number,
        paid_at: promiseRequests.datetime_transaction,
      })
      .from(promiseRequests)
      .innerJoin(projects, eq(projects.id, promiseRequests.project_id))
      .innerJoin(quotations, eq(quotations.id, promiseRequests.quotation_id))
      .innerJoin(customers, eq(customers.id, quotations.customer_id))
      .leftJoin(propertyQuotations, firstQuotedUnit(quotations.id))
      .leftJoin(properties, eq(properties.id, propertyQuotations.property_id))
      .leftJoin(warehouses, eq(warehouses.id, propertyQuotations.warehouse_id))
      .leftJoin(parkingLots, eq(parkingLots.id, propertyQuotations.parking_lot_id))
      .where(and(where, before === null ? undefined : lt(promiseRequests.id, before)))
      .orderBy(desc(promiseRequests.id))
      .limit(limit),
  columns: () => [
    { header: 'ID', kind: 'int', value: (r) => r.id },
    { header: 'Fecha', kind: 'datetime', value: (r) => r.created_at },
    { header: 'Proyecto', kind: 'text', width: 28, value: (r) => r.project },
    { header: 'Cotización', kind: 'int', value: (r) => r.quotation },
    { header: 'Cliente', kind: 'text', width: 28, value: (r) => fullName(r.name, r.last_name) },
    { header: 'RUT', kind: 'text', width: 13, value: (r) => formatRut(r.rut, r.rut_dv) },
    { header: 'Correo', kind: 'text', width: 30, value: (r) => r.email },
    { header: 'Teléfono', kind: 'text', width: 16, value: (r) => r.phone },
    { header: 'Unidad', kind: 'text', value: (r) => r.unit },
    { header: 'Precio unidad (UF)', kind: 'uf', value: (r) => r.unit_price },
    { header: 'Bodega', kind: 'text', value: (r) => r.warehouse },
    { header: 'Estacionamiento', kind: 'text', value: (r) => r.parking_lot },
    { header: 'Precio total (UF)', kind: 'uf', value: (r) => r.price },
    { header: 'Estado', kind: 'text', value: (r) => statusLabel.promiseRequest(r.status) },
    { header: 'Monto pagado (CLP)', kind: 'clp', value: (r) => r.amount_paid },
    { header: 'Valor UF', kind: 'number', value: (r) => r.uf_value },
    { header: 'N° de orden', kind: 'text', width: 16, value: (r) => r.order_number },
    { header: 'Fecha de pago', kind: 'datetime', value: (r) => r.paid_at },
  ],
});

export const promiseOrdersExport = sheetExport({
  type: 'promise_orders',
  operation: 'requestPromiseOrderFile',
  fileBaseName: 'Pagos de Promesas',
  where(viewer, params) {
    const p = listParams(PROMISE_ORDER_STATUSES).parse(params);
    return and(
      projectScope.condition(viewer),
      p.project_id ? eq(promiseOrders.project_id, p.project_id) : undefined,
      p.status ? eq(promiseOrders.status, p.status) : undefined,
    );
  },
  async count(db, where) {
    const [row] = await db
      .select({ n: count() })
      .from(promiseOrders)
      .innerJoin(projects, eq(projects.id, promiseOrders.project_id))
      .where(where);
    return row?.n ?? 0;
  },
  page: (db, where, before, limit) =>
    db
      .select({
        id: promiseOrders.id,
        created_at: promiseOrders.created_at,
        status: promiseOrders.status,
        project: projects.name,
        request: promiseOrders.promise_request_id,
        name: customers.name,
        last_name: customers.last_name,
        rut: customers.rut,
        rut_dv: customers.rut_dv,
        unit: properties.identifier,
        amount_paid: promiseRequests.amount_paid,
        order_number: promiseRequests.order_number,
      })
      .from(promiseOrders)
      .innerJoin(projects, eq(projects.id, promiseOrders.project_id))
      .innerJoin(promiseRequests, eq(promiseRequests.id, promiseOrders.promise_request_id))
      .innerJoin(quotations, eq(quotations.id, promiseRequests.quotation_id))
      .innerJoin(customers, eq(customers.id, quotations.customer_id))
      .leftJoin(propertyQuotations, firstQuotedUnit(quotations.id))
      .leftJoin(properties, eq(properties.id, propertyQuotations.property_id))
      .where(and(where, before === null ? undefined : lt(promiseOrders.id, before)))
      .orderBy(desc(promiseOrders.id))
      .limit(limit),
  columns: () => [
    { header: 'ID', kind: 'int', value: (r) => r.id },
    { header: 'Fecha', kind: 'datetime', value: (r) => r.created_at },
    { header: 'Proyecto', kind: 'text', width: 28, value: (r) => r.project },
    { header: 'Solicitud', kind: 'int', value: (r) => r.request },
    { header: 'Cliente', kind: 'text', width: 28, value: (r) => fullName(r.name, r.last_name) },
    { header: 'RUT', kind: 'text', width: 13, value: (r) => formatRut(r.rut, r.rut_dv) },
    { header: 'Unidad', kind: 'text', value: (r) => r.unit },
    { header: 'Estado', kind: 'text', value: (r) => statusLabel.order(r.status) },
    { header: 'Monto pagado (CLP)', kind: 'clp', value: (r) => r.amount_paid },
    { header: 'N° de orden', kind: 'text', width: 16, value: (r) => r.order_number },
  ],
});
